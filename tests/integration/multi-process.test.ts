import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { freshSecrets, standInEnv, startCms, startWeb, stopAll, type Part } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn, type KakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { cleanEnv } from '../../scripts/lib/test-processes';
import { freePort, openTestDatabase, tempDbFile, testDatabase } from '../support/strapi';
import { signInThroughWeb } from '../support/web-session';

/**
 * Two CMS and two web processes on one PostgreSQL database, as a school past one machine would
 * run them (PostgreSQL only: SQLite is one file for one CMS process). Both CMS processes start at
 * the same moment; each web process talks to its own CMS. What must hold across processes holds:
 * start-up work happens once, a burst spread over both stores every application once, one
 * learner's two submissions leave one application, a session works on either web server, a
 * refresh token rotates once, and the sign-in limit counts tries on both.
 * The clock is pinned to 2026-11-21 (Korea): the seeded 2027 spring semester is open.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const SEMESTER = '2027SP';
const EXCHANGE_LIMIT = 4;
/** Member-page edits a learner may make in a minute, in this file (a per-learner limit). */
const MEMBER_LIMIT = 4;
/** The semester's opening burst: a thousand learners applying at the same moment. */
const BURST = 1000;

let kakao: KakaoStandIn;
let cmsA: Part, cmsB: Part, webA: Part, webB: Part;
let cms: [string, string];
let web: [string, string];
let secret: string;
let db: any;
const dbFile = tempDbFile('multi-process');

beforeAll(async () => {
  const database = await testDatabase(dbFile);
  if (database.client !== 'postgres') throw new Error('the multi-process test runs on PostgreSQL only');
  kakao = await startKakaoStandIn({ appId: 616161 });
  const [portA, portB, webPortA, webPortB] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const secrets = freshSecrets();
  secret = secrets.WEB_CMS_SECRET;
  const base = {
    ...cleanEnv(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    ...secrets,
    ...standInEnv(kakao),
    DHARMA_NOW: TODAY,
    // Info, so the test can see that the second start waited for the first.
    CMS_LOG_LEVEL: 'info',
    STRAPI_TELEMETRY_DISABLED: 'true',
    RATE_LIMIT_EXCHANGE_PER_MINUTE: String(EXCHANGE_LIMIT),
    RATE_LIMIT_REFRESH_PER_MINUTE: '100000',
    RATE_LIMIT_MEMBER_PER_MINUTE: String(MEMBER_LIMIT),
  };
  cms = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  web = [`http://127.0.0.1:${webPortA}`, `http://127.0.0.1:${webPortB}`];
  const started = await Promise.allSettled([
    startCms({ ...base, CMS_PORT: String(portA), CMS_SCHEDULED_JOBS: 'true' }, { quiet: true }),
    startCms({ ...base, CMS_PORT: String(portB), CMS_SCHEDULED_JOBS: 'false' }, { quiet: true }),
  ]);
  [cmsA, cmsB] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined)) as [Part, Part];
  const failed = started.find((s) => s.status === 'rejected') as PromiseRejectedResult | undefined;
  if (failed) throw failed.reason;
  [webA, webB] = await Promise.all([
    startWeb({ ...base, PORT: String(webPortA), CMS_URL: cms[0], SITE_URL: web[0] }, { quiet: true }),
    startWeb({ ...base, PORT: String(webPortB), CMS_URL: cms[1], SITE_URL: web[1] }, { quiet: true }),
  ]);
  db = (await openTestDatabase(dbFile)).knex;
});

afterAll(async () => {
  await db?.destroy();
  await stopAll([webA, webB, cmsA, cmsB]);
  await kakao?.stop();
  fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
});

let ipCounter = 0;
async function call(base: string, method: string, route: string, options: { token?: string; body?: unknown; ip?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-dharma-server-secret': secret };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  headers['x-client-ip'] = options.ip ?? `10.3.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

let learners = 0;
/** A new learner signed in and up through the given CMS. */
async function learner(base: string) {
  const n = ++learners;
  const email = `multi${n}@example.com`;
  const exchange = await call(base, 'POST', '/v1/session/exchange', {
    body: { kakao_access_token: kakao.issueAccessToken({ email, nickname: `m${n}` }) },
  });
  if (exchange.status !== 200) throw new Error(`exchange ${exchange.status} ${JSON.stringify(exchange.body)}`);
  const signup = await call(base, 'POST', '/v1/user/signup', {
    token: exchange.body.access_token,
    body: { username: `학인${n}`, agreed: true },
  });
  if (signup.status !== 200) throw new Error(`signup ${signup.status}`);
  const user = await db('up_users').where({ email }).first('id');
  return { ...(exchange.body as { access_token: string; refresh_token: string }), id: user.id as number, email };
}

const courses = (...codes: string[]) => codes.map((code) => ({ course_name: `${SEMESTER}-${code}` }));
async function applicationOf(owner: number): Promise<string[]> {
  const rows = await db('enrolment_applications').where({ owner, semester_code: SEMESTER }).orderBy('course_code').select('course_code');
  return rows.map((r: { course_code: string }) => r.course_code);
}

describe('two CMS and two web processes on one PostgreSQL database', () => {
  it('both CMS processes started at once; the second waited, and start-up work was done once', async () => {
    const waited = [cmsA, cmsB].filter((p) => p.output?.includes('another CMS process is starting on this database'));
    expect(waited).toHaveLength(1);
    const count = async (table: string, where: Record<string, unknown> = {}) =>
      Number((await db(table).where(where).count({ n: '*' }))[0].n);
    // Documents, not rows: a published document has a draft row beside it.
    const documents = async (table: string) => Number((await db(table).countDistinct({ n: 'document_id' }))[0].n);
    expect(await documents('course_families')).toBe(12);
    expect(await documents('semesters')).toBe(3);
    expect(await count('up_roles', { type: 'staff' })).toBe(1);
    expect(await count('admin_users')).toBe(1);
    // Both serve the same content.
    const [a, b] = await Promise.all(cms.map((base) => fetch(`${base}/api/articles?pagination[pageSize]=1`).then((r) => r.json())));
    expect(a.meta.pagination.total).toBeGreaterThanOrEqual(20);
    expect(b.meta.pagination.total).toBe(a.meta.pagination.total);
  });

  it(`a burst of ${BURST} applications spread over both processes stores each exactly once`, async () => {
    const group: Awaited<ReturnType<typeof learner>>[] = [];
    for (let i = 0; i < BURST; i += 25)
      group.push(...(await Promise.all(Array.from({ length: Math.min(25, BURST - i) }, (_, k) => learner(cms[(i + k) % 2])))));
    const answers = await Promise.all(
      group.map((l, i) => call(cms[i % 2], 'POST', '/v2/apply/courses', { token: l.access_token, body: courses('J1', 'D5') })),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const stored = await db('enrolment_applications')
      .whereIn(
        'owner',
        group.map((l) => l.id),
      )
      .select('owner')
      .count({ n: '*' })
      .groupBy('owner');
    expect(stored).toHaveLength(BURST);
    expect(stored.every((r: { n: string }) => Number(r.n) === 3)).toBe(true);
  }, 300_000);

  it('one learner submitting through both processes at once gets exactly one application: the other is told it exists', async () => {
    const group = await Promise.all(Array.from({ length: 20 }, (_, i) => learner(cms[i % 2])));
    const choices = [courses('J1', 'D5'), courses('J1', 'B1E')];
    const answers = await Promise.all(
      group.map((l) =>
        Promise.all(cms.map((base, i) => call(base, 'POST', '/v2/apply/courses', { token: l.access_token, body: choices[i] }))),
      ),
    );
    for (const [i, l] of group.entries()) {
      const statuses = answers[i].map((a) => a.status);
      expect(statuses.sort()).toEqual([200, 409]);
      const refused = answers[i].find((a) => a.status === 409)!;
      expect(refused.body.error.message).toBe(messages.already_applied);
      // The stored application is the accepted one, whole.
      const accepted = choices[answers[i].findIndex((a) => a.status === 200)];
      expect(await applicationOf(l.id)).toEqual([...accepted.map((c) => c.course_name), `${SEMESTER}-S3`].sort());
    }
  });

  it('a learner signed in through one web server keeps working through the other', async () => {
    const email = 'web-both@example.com';
    const browser = await signInThroughWeb(web[0], email, '두곳 학인');
    const page = await browser.request(`${web[1]}/register`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('두곳 학인');
    expect((await browser.form(`${web[1]}/register`, { intent: 'add', code: `${SEMESTER}-J1` })).status).toBe(302);
    const applied = await browser.form(`${web[1]}/register`, { intent: 'submit', mode: 'apply' });
    expect(applied.headers.get('location')).toBe('/studyroom/coming');
    // Back on the first server, the application made through the second is there.
    const coming = await browser.request(`${web[0]}/studyroom/coming`);
    expect(coming.status).toBe(200);
    const user = await db('up_users').where({ email }).first('id');
    expect(await applicationOf(user.id)).toEqual([`${SEMESTER}-J1`, `${SEMESTER}-S3`]);
  });

  it('a refresh token is rotated once: used on each process, the second use is refused', async () => {
    const l = await learner(cms[0]);
    const first = await call(cms[0], 'POST', '/v1/session/refresh', { body: { refresh_token: l.refresh_token } });
    expect(first.status).toBe(200);
    // Moments after its rotation a second use is the same browser racing itself: "try again" (409),
    // no new tokens, and the sign-in goes on.
    const second = await call(cms[1], 'POST', '/v1/session/refresh', { body: { refresh_token: l.refresh_token } });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(messages.session_busy);
    // The new token works on the other process, once.
    expect((await call(cms[1], 'POST', '/v1/session/refresh', { body: { refresh_token: first.body.refresh_token } })).status).toBe(200);

    // Used on both at the same moment, again and again: exactly one use wins each time.
    const outcomes: number[][] = [];
    for (let round = 0; round < 8; round++) {
      const { refresh_token } = await learner(cms[round % 2]);
      const both = await Promise.all(cms.map((base) => call(base, 'POST', '/v1/session/refresh', { body: { refresh_token } })));
      outcomes.push(both.map((r) => r.status).sort());
    }
    expect(outcomes).toEqual(Array.from({ length: 8 }, () => [200, 409]));
  });

  it('a learner’s per-minute limit counts their writes on both processes together, and nothing past it is written', async () => {
    const l = await learner(cms[0]);
    const statuses: number[] = [];
    for (let i = 0; i < MEMBER_LIMIT + 2; i++) {
      statuses.push(
        (await call(cms[i % 2], 'PATCH', '/v1/member', { token: l.access_token, body: { name: `두곳${i}`, phone: '' } })).status,
      );
    }
    expect(statuses).toEqual([...Array(MEMBER_LIMIT).fill(200), 429, 429]);
    expect((await db('up_users').where({ id: l.id }).first('name')).name).toBe(`두곳${MEMBER_LIMIT - 1}`);
  });

  it('an address gets only so many confirmations a day, asked for by many learners on both processes at the same moment', async () => {
    const askers = await Promise.all(Array.from({ length: 8 }, (_, i) => learner(cms[i % 2])));
    const address = 'wanted.by.many@example.net';
    const answers = await Promise.all(
      askers.map((l, i) => call(cms[i % 2], 'PUT', '/v1/notices/address', { token: l.access_token, body: { address } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(askers.length - ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(answers.find((a) => a.status === 429)!.body.error.message).toBe(messages.notice_address_daily_limit);
    const written = await db('notices_outbox')
      .where({ kind: 'address_confirmation' })
      .whereIn(
        'learner',
        askers.map((l) => l.id),
      )
      .count({ n: 'id' });
    expect(Number(written[0].n)).toBe(ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });

  it('the sign-in limit counts tries on both processes together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < EXCHANGE_LIMIT + 2; i++) {
      const token = kakao.issueAccessToken({ email: `limited${i}@example.com`, nickname: 'l' });
      statuses.push(
        (await call(cms[i % 2], 'POST', '/v1/session/exchange', { body: { kakao_access_token: token }, ip: '203.0.113.77' })).status,
      );
    }
    expect(statuses).toEqual([...Array(EXCHANGE_LIMIT).fill(200), 429, 429]);
  });
});
