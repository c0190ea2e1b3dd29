import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKakaoStandIn, type KakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { startCms, stopAll, type Part } from '../../scripts/lib/stack.mjs';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { startSolapiStandIn, type TestSolapi } from '../support/solapi';
import { openTestDatabase } from '../support/strapi';
import { productionCmsEnv } from '../support/production-cms';

/**
 * Never lost, never twice, across a crash: the CMS, as its own process with the scheduled jobs,
 * sends 30 learners' application notices to a real SMTP server started here, over its kept
 * connections side by side (decision 046). The server takes 10 messages and holds its answer to
 * the end of every later one; while it waits, the CMS is killed with SIGKILL (those messages were
 * not taken: their clients went away before the 250). Started again on the same database with the
 * clock past the killed process's lease, the CMS sends what is left: every learner has exactly one
 * message, none is missing and none came twice. Runs on SQLite and, in the integration-postgres
 * project, on PostgreSQL.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
/** After the sending lease (5 minutes) of the killed process has run out. */
const AFTER_LEASE = '2026-11-21T10:10:00+09:00';
const LEARNERS = 30;
const TAKEN_BEFORE_CRASH = 10;
const emailOf = (i: number) => `noticecrash${i}@example.com`;

let smtp: TestSmtp;
let solapi: TestSolapi | undefined;
let kakao: KakaoStandIn | undefined;
let cms: Part | undefined;
let dir: string;
let dbFile: string;
let env: NodeJS.ProcessEnv;
let cmsUrl: string;
let semester: string;

const headers = (token?: string, ip?: string) => ({
  'Content-Type': 'application/json',
  'x-dharma-server-secret': env.WEB_CMS_SECRET!,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
  ...(ip ? { 'x-client-ip': ip } : {}),
});

/** A learner signed in through the Kakao exchange and signed up, the way web does it: her access token. */
async function signedUp(i: number): Promise<string> {
  const kakaoToken = kakao!.issueAccessToken({ email: emailOf(i), nickname: `n${i}` });
  const exchange = await fetch(`${cmsUrl}/api/v1/session/exchange`, {
    method: 'POST',
    headers: headers(undefined, `10.7.0.${i}`),
    body: JSON.stringify({ kakao_access_token: kakaoToken }),
  });
  expect(exchange.status).toBe(200);
  const { access_token } = (await exchange.json()) as { access_token: string };
  const signup = await fetch(`${cmsUrl}/api/v1/user/signup`, {
    method: 'POST',
    headers: headers(access_token),
    body: JSON.stringify({ username: `알림${i}`, agreed: true }),
  });
  expect(signup.status).toBe(200);
  return access_token;
}

async function apply(token: string): Promise<void> {
  const applied = await fetch(`${cmsUrl}/api/v2/apply/courses`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify([{ course_name: `${semester}-J1` }]),
  });
  expect(applied.status).toBe(200);
}

/** A learner signed up and applied. */
async function applicant(i: number): Promise<void> {
  await apply(await signedUp(i));
}

/** Her mobile number confirmed by the code the SOLAPI stand-in received for it. */
async function confirmPhone(token: string, phone: string): Promise<void> {
  const asked = await fetch(`${cmsUrl}/api/v1/notices/phone`, { method: 'PUT', headers: headers(token), body: JSON.stringify({ phone }) });
  expect(asked.status).toBe(200);
  const code = /(\d{6})/.exec(
    solapi!
      .delivered()
      .filter((d) => d.to === phone)
      .at(-1)?.text ?? '',
  )?.[1];
  const confirmed = await fetch(`${cmsUrl}/api/v1/notices/phone/confirm`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ code }),
  });
  expect(confirmed.status).toBe(200);
}

/** The outbox's rows by state, read straight from the database. */
async function outboxStates(): Promise<Record<string, number>> {
  const { knex } = await openTestDatabase(dbFile);
  try {
    const rows: { state: string; n: number | string }[] = await knex('notices_outbox').select('state').count({ n: 'id' }).groupBy('state');
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
  } finally {
    await knex.destroy();
  }
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await outboxStates())}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const ours = () => smtp.received.filter((m) => /^noticecrash\d+@example\.com$/.test(m.to && 'text' in m.to ? m.to.text : ''));

beforeAll(async () => {
  smtp = await startTestSmtp();
  kakao = await startKakaoStandIn({ appId: 626262 });
  ({
    env,
    dbFile,
    dir,
    url: cmsUrl,
  } = await productionCmsEnv('notices-crash', kakao, TODAY, {
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    SITE_URL: 'https://school.example.org',
    NOTICE_SEND_EVERY_SECONDS: '1',
  }));
  cms = await startCms(env, { quiet: true });
  const check = (await (await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).json()) as { semester: string; open: boolean };
  semester = check.semester;
  // What the demo seed's start wrote is sent first; the verdicts below are for this test's messages.
  await until('the seed’s notices to go', async () => !(await outboxStates()).waiting && !(await outboxStates()).sending);
}, 240_000);

afterAll(async () => {
  await stopAll([cms]);
  await solapi?.stop();
  await kakao?.stop();
  await smtp?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('notices across a SIGKILL of the sending process', () => {
  it('killed while the mail server holds its answer to a message: nothing lost, nothing twice after the restart', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, every message after the tenth: the other connections' messages must not be taken
    // while the one held waits for the kill.
    smtp.next(
      ...Array.from({ length: TAKEN_BEFORE_CRASH }, () => 'accept' as const),
      ...Array.from({ length: LEARNERS - TAKEN_BEFORE_CRASH }, () => ({ hold: held })),
    );
    const sentBefore = (await outboxStates()).sent ?? 0;
    const waiting = smtp.waitingForAnswer();
    for (let i = 0; i < LEARNERS; i += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => applicant(i + k)));

    await waiting;
    // The ten taken are marked sent (the last of them by an UPDATE that may still be under way
    // while the eleventh is held); a kill between a 250 and its UPDATE would send that one again,
    // the window decision 036 names, which this test is not about.
    await until('the taken ones to be marked sent', async () => ((await outboxStates()).sent ?? 0) >= sentBefore + TAKEN_BEFORE_CRASH);
    const victim = cms!;
    const exited = new Promise((resolve) => victim.once('exit', (code, signal) => resolve(signal ?? code)));
    victim.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // The server answers only once it has seen the client go (as a server whose answer would
    // come later does): that message was not delivered.
    await smtp.heldConnectionClosed();
    release();
    expect(ours()).toHaveLength(TAKEN_BEFORE_CRASH);
    const atCrash = await outboxStates();
    expect(atCrash.sent).toBeGreaterThanOrEqual(TAKEN_BEFORE_CRASH);
    // The killed process had claimed the rest: they wait for its lease to run out.
    expect(atCrash.sending).toBeGreaterThan(0);

    cms = await startCms({ ...env, DHARMA_NOW: AFTER_LEASE }, { quiet: true });
    await until('every notice to be sent', async () => ours().length >= LEARNERS && !(await outboxStates()).sending);
    // A moment more for anything sent twice to arrive.
    await new Promise((r) => setTimeout(r, 2_000));

    const byAddress = new Map<string, number>();
    for (const mail of ours()) {
      const to = mail.to && 'text' in mail.to ? mail.to.text : '';
      byAddress.set(to, (byAddress.get(to) ?? 0) + 1);
      expect(mail.subject).toMatch(/수강신청을 받았습니다$/);
    }
    expect([...byAddress.keys()].sort()).toEqual(Array.from({ length: LEARNERS }, (_, i) => emailOf(i)).sort());
    expect([...byAddress.values()].filter((n) => n !== 1)).toEqual([]);
    expect(new Set(ours().map((m) => m.messageId)).size).toBe(LEARNERS);
    const after = await outboxStates();
    expect({ waiting: after.waiting ?? 0, sending: after.sending ?? 0, dead: after.dead ?? 0 }).toEqual({
      waiting: 0,
      sending: 0,
      dead: 0,
    });
  });

  it('KakaoTalk: killed while the provider holds its answer to a group it has sent, nothing is sent twice after the restart', async () => {
    const PHONES = 8;
    const phoneOf = (i: number) => `010777${String(i).padStart(5, '0')}`;
    solapi = await startSolapiStandIn();
    await stopAll([cms]);
    const talkEnv = { ...env, DHARMA_NOW: AFTER_LEASE, ...solapi.env };
    cms = await startCms(talkEnv, { quiet: true });
    await until('nothing left to send', async () => !(await outboxStates()).waiting && !(await outboxStates()).sending);
    const tokens: string[] = [];
    for (let i = 0; i < PHONES; i++) {
      tokens.push(await signedUp(100 + i));
      await confirmPhone(tokens[i]!, phoneOf(i));
    }
    const talk = () => solapi!.delivered().filter((d) => d.type === 'ATA');

    // The provider sends the first group, then holds its answer until the CMS is gone.
    const held = solapi.hold({ on: 'send', after: true });
    for (const token of tokens) await apply(token);
    await held.reached;
    const victim = cms!;
    const exited = new Promise((resolve) => victim.once('exit', (code, signal) => resolve(signal ?? code)));
    victim.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    held.release();
    const sentBeforeCrash = talk().length;
    expect(sentBeforeCrash).toBeGreaterThan(0);
    // The killed process never learned that its group went: those notices are still claimed, with their group.
    expect((await outboxStates()).sending).toBeGreaterThan(0);

    cms = await startCms({ ...talkEnv, DHARMA_NOW: '2026-11-21T10:20:00+09:00' }, { quiet: true });
    await until('every notice to be settled', async () => !(await outboxStates()).sending && !(await outboxStates()).waiting);
    await new Promise((r) => setTimeout(r, 2_000));
    // The next pass read the held group, found it sent, and sent nothing of it again; the rest went once.
    expect(
      talk()
        .map((d) => d.to)
        .sort(),
    ).toEqual(Array.from({ length: PHONES }, (_, i) => phoneOf(i)).sort());
    expect(talk().every((d) => d.templateId === 'DHARMA-APPLIED-1')).toBe(true);
    expect((await outboxStates()).dead ?? 0).toBe(0);
  });
});
