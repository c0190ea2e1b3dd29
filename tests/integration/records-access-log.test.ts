import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLearnerStack, type LearnerStack } from '../support/learners';

/**
 * The access log the privacy policy promises, against a real Strapi: sign-ins and failed ones
 * with the learner's address as web forwards it, staff reads of a class board and staff changes
 * (a confirmed volunteer entry), no route that changes it, and pruning past the retention with
 * the clock pinned.
 */
const at = (date: string) => `${date}T10:00:00+09:00`;
process.env.DHARMA_NOW = at('2030-07-05');

const ENTRY = 'plugin::records.access-log-entry';
let stack: LearnerStack;
const q = (uid: string) => stack.cms.strapi.db.query(uid);
const log = () => q(ENTRY).findMany({ orderBy: { id: 'asc' } });
const accessLog = () => stack.cms.strapi.plugin('records').service('accessLog');

beforeAll(async () => {
  stack = await startLearnerStack('records-access-log', { DHARMA_NOW: at('2030-07-05'), SEED_DEMO_CONTENT: 'false' });
  const strapi = stack.cms.strapi;
  await strapi.documents('api::semester.semester').create({
    data: {
      code: '2030SU', label: '2030 여름학기', termStart: '2030-07-01', termEnd: '2030-07-28', applyStart: '2030-06-01', applyEnd: '2030-06-20',
      registrationFee: 100000, admissionFee: 30000, bankAccount: '농협 000-0000', paymentDue: '2030-06-20',
    },
  });
  await strapi.documents('api::course-family.course-family').create({ data: { key: 'dhammapada', name: '법구경', category: 'daily', days: 28, levels: [{ level: 5 }] }, status: 'published' });
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('sign-ins', () => {
  it('records a sign-in with who, when and the address web forwarded, and a refused one', async () => {
    const before = (await log()).length;
    const email = `log.${Date.now()}@example.com`;
    const token = stack.kakao.issueAccessToken({ email, nickname: 'n' });
    const ok = await stack.call('POST', '/v1/session/exchange', { body: { kakao_access_token: token }, ip: '203.0.113.7' });
    expect(ok.status).toBe(200);
    const user = await q('plugin::users-permissions.user').findOne({ where: { email } });

    const refused = await stack.call('POST', '/v1/session/exchange', { body: { kakao_access_token: 'not-a-kakao-token' }, ip: '198.51.100.9' });
    expect(refused.status).toBe(401);

    const entries = (await log()).slice(before);
    expect(entries.map((e: any) => [e.action, e.actor, e.subject, e.address, e.actorRole])).toEqual([
      ['sign_in', user.id, user.id, '203.0.113.7', 'authenticated'],
      ['sign_in_failed', null, null, '198.51.100.9', null],
    ]);
    expect(new Date(entries[0].at).toISOString()).toBe(new Date(at('2030-07-05')).toISOString());
  });

  it('does not believe a forwarded address without web’s server secret', async () => {
    const before = (await log()).length;
    const refused = await stack.call('POST', '/v1/session/exchange', { body: { kakao_access_token: 'x' }, secret: null, ip: '192.0.2.1' });
    expect(refused.status).toBe(401);
    // The exchange is web's alone: a caller without the secret is refused before anything runs.
    expect((await log()).length).toBe(before);
  });
});

describe('staff reads and changes', () => {
  it('records a staff member reading a class board and confirming a learner’s volunteer entry', async () => {
    const learnerTokens = await stack.signIn(`vol.${Date.now()}@example.com`, '봉사자');
    const learner = await q('plugin::users-permissions.user').findOne({ where: { name: '봉사자' } });
    const app = await q('plugin::enrolment.application').create({
      data: { owner: learner.id, learnerName: '봉사자', semesterCode: '2030SU', category: 'daily', catalog: 'dhammapada', level: 5, courseCode: '2030SU-D5', kind: 'apply', status: 'approved', progress: 0, amountDue: 0 },
    });
    const entry = await stack.call('POST', `/v1/grade/${app.id}/volunteer`, { token: learnerTokens.access_token, body: { date: '2030-07-02', hrs: 1, content: '청소' } });
    expect(entry.status).toBe(200);

    const staff = await stack.signIn('staff@example.com', '담당자');
    const staffUser = await q('plugin::users-permissions.user').findOne({ where: { email: 'staff@example.com' } });
    const before = (await log()).length;
    expect((await stack.call('GET', '/v2/classes/2030SU/D5/board', { token: staff.access_token, ip: '10.0.0.5' })).status).toBe(200);
    expect((await stack.call('PATCH', `/v1/staff/volunteers/${entry.body.id}/confirm`, { token: staff.access_token, ip: '10.0.0.5' })).status).toBe(200);
    // A learner reading their own class's board is no staff read.
    await stack.call('GET', '/v2/classes/2030SU/D5/board', { token: learnerTokens.access_token });

    const entries = (await log()).slice(before);
    expect(entries.map((e: any) => [e.action, e.actor, e.actorRole, e.subject, e.detail, e.address])).toEqual([
      ['staff_read', staffUser.id, 'staff', null, 'board 2030SU-D5', '10.0.0.5'],
      ['staff_change', staffUser.id, 'staff', learner.id, `volunteer ${entry.body.id} confirmed`, '10.0.0.5'],
    ]);
  });

  it('has no route that changes or deletes an entry', async () => {
    const staff = await stack.signIn('staff@example.com', '담당자');
    const [first] = await log();
    for (const [method, path] of [
      ['DELETE', `/records/access-log-entries/${first.id}`],
      ['PUT', `/records/access-log-entries/${first.id}`],
      ['GET', '/records/access-log-entries'],
      ['DELETE', `/access-log-entries/${first.id}`],
    ]) {
      const res = await stack.call(method, path, { token: staff.access_token, body: method === 'PUT' ? { data: { action: 'sign_in' } } : undefined });
      expect([404, 405], `${method} ${path}`).toContain(res.status);
    }
    expect(await q(ENTRY).findOne({ where: { id: first.id } })).toMatchObject({ action: first.action, address: first.address });
  });
});

describe('retention', () => {
  it('prunes entries older than the retention (200 days by default) and keeps the rest', async () => {
    const strapi = stack.cms.strapi;
    const knex = strapi.db.connection;
    const now = new Date(at('2030-07-05'));
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    await knex('records_access_log').insert([
      { at: daysAgo(201), action: 'sign_in', actor: 1, detail: 'old', created_at: now, updated_at: now },
      { at: daysAgo(199), action: 'sign_in', actor: 1, detail: 'recent', created_at: now, updated_at: now },
    ]);
    const kept = (await log()).length - 1;
    expect(await accessLog().prune(now)).toBe(1);
    const after = await log();
    expect(after.length).toBe(kept);
    expect(after.map((e: any) => e.detail)).toContain('recent');
    expect(after.map((e: any) => e.detail)).not.toContain('old');
    // The daily job is registered where scheduled jobs run.
    expect(strapi.cron.jobs.map((j: { name: string }) => j.name)).toContain('pruneAccessLog');
  });
});

describe('GET /v1/staff/access-log', () => {
  it('lets staff read the log newest first, by kind and by learner; a learner 403, a visitor 401, a bad filter 400', async () => {
    const staff = await stack.signIn('staff@example.com', '담당자');
    const learner = await stack.signIn(`reader.${Date.now()}@example.com`, '읽는이');
    const learnerId = (await q('plugin::users-permissions.user').findOne({ where: { name: '읽는이' } })).id;
    const list = (query: string, token = staff.access_token) => stack.call('GET', `/v1/staff/access-log?${query}`, { token });

    const mine = await list(`action=sign_in&subject=${learnerId}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 1, page: 1, page_size: 50 });
    expect(mine.body.entries).toEqual([expect.objectContaining({ action: 'sign_in', actor: learnerId, subject: learnerId, detail: 'kakao' })]);
    const all = await list('');
    expect(all.body.total).toBe((await log()).length);
    const times = all.body.entries.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());

    expect((await list('', learner.access_token)).status).toBe(403);
    expect((await stack.call('GET', '/v1/staff/access-log')).status).toBe(401);
    for (const bad of ['action=delete_everything', 'subject=-1', 'page=x']) expect((await list(bad)).status, bad).toBe(400);
  });
});
