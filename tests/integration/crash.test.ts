import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startKakaoStandIn, type KakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { startCms, stopAll, type Part } from '../../scripts/lib/stack.mjs';
import { openTestDatabase } from '../support/strapi';
import { productionCmsEnv } from '../support/production-cms';

/**
 * A crash loses nothing acknowledged: the CMS, as its own process, is killed with SIGKILL while
 * 200 learners apply at the same moment, then started again on the same database. Every learner
 * whose application was answered with 2xx must find it stored; no application may be stored in
 * part (all of its rows or none); and the restarted site serves again, so a learner who got no
 * answer can apply. Runs on SQLite and, in the integration-postgres project, on PostgreSQL.
 * The clock is pinned to 2026-11-21 (Korea): the seeded 2027 spring semester is open.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const LEARNERS = 200;
/**
 * The kill comes when this many applications have been answered: a quarter of the burst done,
 * the rest waiting or in the middle of being written.
 */
const KILL_AFTER_ACKNOWLEDGED = 50;
const emailOf = (i: number) => `crash${i}@example.com`;

type Outcome =
  { kind: 'acknowledged'; status: number } | { kind: 'refused'; status: number; body: string } | { kind: 'no answer'; error: string };

let kakao: KakaoStandIn | undefined;
let cms: Part | undefined;
let dir: string;
let dbFile: string;
let env: NodeJS.ProcessEnv;
let cmsUrl: string;
let semester: string;
const tokens: string[] = [];
const outcomes: Outcome[] = [];

const headers = (token?: string, ip?: string) => ({
  'Content-Type': 'application/json',
  'x-dharma-server-secret': env.WEB_CMS_SECRET!,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
  ...(ip ? { 'x-client-ip': ip } : {}),
});
const applicationBody = () => JSON.stringify([{ course_name: `${semester}-J1` }, { course_name: `${semester}-D5` }]);
const wholeApplication = () => [`${semester}-D5`, `${semester}-J1`, `${semester}-S3`];

/** A learner signed in through the Kakao exchange and signed up, the way web does it. */
async function signUp(i: number): Promise<string> {
  const kakaoToken = kakao!.issueAccessToken({ email: emailOf(i), nickname: `c${i}` });
  const exchange = await fetch(`${cmsUrl}/api/v1/session/exchange`, {
    method: 'POST',
    headers: headers(undefined, `10.3.${i >> 8}.${i & 255}`),
    body: JSON.stringify({ kakao_access_token: kakaoToken }),
  });
  if (exchange.status !== 200) throw new Error(`learner ${i}: exchange answered ${exchange.status} ${await exchange.text()}`);
  const { access_token } = (await exchange.json()) as { access_token: string };
  const signup = await fetch(`${cmsUrl}/api/v1/user/signup`, {
    method: 'POST',
    headers: headers(access_token),
    body: JSON.stringify({ username: `학인${i}`, agreed: true }),
  });
  if (signup.status !== 200) throw new Error(`learner ${i}: sign-up answered ${signup.status} ${await signup.text()}`);
  return access_token;
}

/** Every learner's stored application rows for the semester, read straight from the database. */
async function storedApplications(): Promise<Map<number, { codes: string[]; names: (string | null)[] }>> {
  const { knex } = await openTestDatabase(dbFile);
  try {
    const rows: { email: string; course_code: string | null; learner_name: string | null }[] = await knex('up_users as u')
      .leftJoin('enrolment_applications as a', function (this: any) {
        this.on('a.owner', '=', 'u.id').andOn('a.semester_code', '=', knex.raw('?', [semester]));
      })
      .where('u.email', 'like', 'crash%@example.com')
      .select('u.email', 'a.course_code', 'a.learner_name')
      .orderBy(['u.email', 'a.course_code']);
    const byLearner = new Map<number, { codes: string[]; names: (string | null)[] }>();
    for (const row of rows) {
      const i = Number(/^crash(\d+)@/.exec(row.email)![1]);
      const entry = byLearner.get(i) ?? { codes: [], names: [] };
      if (row.course_code) {
        entry.codes.push(row.course_code);
        entry.names.push(row.learner_name);
      }
      byLearner.set(i, entry);
    }
    return byLearner;
  } finally {
    await knex.destroy();
  }
}

beforeAll(async () => {
  kakao = await startKakaoStandIn({ appId: 616161 });
  ({ env, dbFile, dir, url: cmsUrl } = await productionCmsEnv('crash', kakao, TODAY));
  cms = await startCms(env, { quiet: true });
  const check = (await (await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).json()) as { semester: string; open: boolean };
  expect(check).toMatchObject({ semester: '2027SP', open: true });
  semester = check.semester;
  for (let i = 0; i < LEARNERS; i += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, LEARNERS - i) }, (_, k) => signUp(i + k)));
    tokens.push(...batch);
  }
});

afterAll(async () => {
  await stopAll([cms]);
  await kakao?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a crash while 200 learners apply at once', () => {
  it('SIGKILL mid-burst: some applications were answered, the rest were cut off', async () => {
    const victim = cms!;
    const exited = new Promise((resolve) => victim.once('exit', (code, signal) => resolve(signal ?? code)));
    let acknowledged = 0;
    const body = applicationBody();
    await Promise.all(
      tokens.map(async (token, i) => {
        try {
          const res = await fetch(`${cmsUrl}/api/v2/apply/courses`, { method: 'POST', headers: headers(token), body });
          if (res.status >= 200 && res.status < 300) {
            // The status line is the acknowledgement a learner's browser would act on.
            outcomes[i] = { kind: 'acknowledged', status: res.status };
            if (++acknowledged === KILL_AFTER_ACKNOWLEDGED) victim.kill('SIGKILL');
            await res.arrayBuffer().catch(() => undefined);
          } else {
            outcomes[i] = { kind: 'refused', status: res.status, body: await res.text().catch((e) => String(e)) };
          }
        } catch (error) {
          outcomes[i] = { kind: 'no answer', error: String((error as Error).cause ?? error) };
        }
      }),
    );
    // A burst that ended before the kill would hang on `exited`; it fails below instead.
    if (victim.exitCode === null && victim.signalCode === null) victim.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
    // No learner is refused for a reason of the server's own under load: every one either got
    // their answer or lost the connection to the crash.
    expect(outcomes.filter((o) => o.kind === 'refused')).toEqual([]);
    // Otherwise the crash hit nothing and the checks below would prove nothing.
    expect(count('acknowledged')).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(count('no answer')).toBeGreaterThan(0);
    expect(count('acknowledged') + count('no answer')).toBe(LEARNERS);
  });

  it('restarted on the same database: every acknowledged application is stored whole, none in part', { timeout: 240_000 }, async () => {
    expect(outcomes.filter(Boolean)).toHaveLength(LEARNERS);
    cms = await startCms(env, { quiet: true });
    const stored = await storedApplications();
    expect(stored.size).toBe(LEARNERS);
    const acknowledgedLost: number[] = [];
    const partial: { learner: number; codes: string[] }[] = [];
    for (let i = 0; i < LEARNERS; i++) {
      const { codes, names } = stored.get(i)!;
      if (outcomes[i].kind === 'acknowledged' && codes.length === 0) acknowledgedLost.push(i);
      if (codes.length > 0 && JSON.stringify(codes) !== JSON.stringify(wholeApplication())) partial.push({ learner: i, codes });
      // A stored row carries the name the learner signed up with, as every whole row does.
      for (const name of names) expect(name).toBe(`학인${i}`);
    }
    expect(acknowledgedLost).toEqual([]);
    expect(partial).toEqual([]);
    const storedUnanswered = outcomes.filter((o, i) => o.kind === 'no answer' && stored.get(i)!.codes.length > 0).length;
    console.log(
      `crash: ${outcomes.filter((o) => o.kind === 'acknowledged').length} acknowledged, ${storedUnanswered} stored without an answer, ` +
        `${outcomes.filter((o, i) => o.kind === 'no answer' && stored.get(i)!.codes.length === 0).length} not stored (of ${LEARNERS})`,
    );
  });

  it('the restarted site serves, and every learner left without an answer can apply now', async () => {
    expect((await fetch(`${cmsUrl}/_health`)).status).toBeLessThan(300);
    const articles = await fetch(`${cmsUrl}/api/articles?pagination[pageSize]=3`);
    expect(articles.status).toBe(200);
    expect(((await articles.json()) as { data: unknown[] }).data).toHaveLength(3);

    const before = await storedApplications();
    const retries = outcomes.flatMap((o, i) => (o.kind === 'acknowledged' ? [] : [i]));
    const body = applicationBody();
    // The same sign-in as before the crash: sessions live in the database, not in the process.
    const answers = await Promise.all(
      retries.map(async (i) => {
        const res = await fetch(`${cmsUrl}/api/v2/apply/courses`, { method: 'POST', headers: headers(tokens[i]), body });
        const json = (await res.json()) as any;
        return { i, status: res.status, message: json?.error?.message as string | undefined };
      }),
    );
    for (const answer of answers) {
      // One whose application was stored before the crash is told so; everyone else gets in.
      if (before.get(answer.i)!.codes.length > 0) expect(answer).toEqual({ i: answer.i, status: 409, message: messages.already_applied });
      else expect(answer).toEqual({ i: answer.i, status: 200, message: undefined });
    }
    const after = await storedApplications();
    for (let i = 0; i < LEARNERS; i++) expect({ i, codes: after.get(i)!.codes }).toEqual({ i, codes: wholeApplication() });
  });
});
