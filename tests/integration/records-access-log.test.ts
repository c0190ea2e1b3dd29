import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, seedSummer2030, SUMMER_2030 } from '../support/summer-2030';

/**
 * The access log the privacy policy promises, against a real Strapi: sign-ins and failed ones
 * with the learner's address as web forwards it, staff reads of a class board and staff changes
 * (a confirmed volunteer entry), no route that changes it, no write through Strapi's document
 * service or the admin panel's content-manager API (for it and the audit trail), and the daily
 * job pruning past the retention this CMS is started with (190 days) with the clock pinned.
 */
const at = (date: string) => `${date}T10:00:00+09:00`;
process.env.DHARMA_NOW = at('2030-07-05');

const ENTRY = 'plugin::records.access-log-entry';
const AUDIT = 'plugin::records.audit-entry';
const RETENTION_DAYS = 190;
let stack: LearnerStack;
const q = (uid: string) => stack.cms.strapi.db.query(uid);
const log = () => q(ENTRY).findMany({ orderBy: { id: 'asc' } });
const accessLog = () => stack.cms.strapi.plugin('records').service('accessLog');

beforeAll(async () => {
  stack = await startLearnerStack('records-access-log', {
    DHARMA_NOW: at('2030-07-05'),
    SEED_DEMO_CONTENT: 'false',
    ACCESS_LOG_RETENTION_DAYS: String(RETENTION_DAYS),
  });
  await seedSummer2030(stack.cms.strapi, { semesters: [SUMMER_2030], lessons: [] });
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

    const refused = await stack.call('POST', '/v1/session/exchange', {
      body: { kakao_access_token: 'not-a-kakao-token' },
      ip: '198.51.100.9',
    });
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
    const grade = await applicationRow(stack.cms.strapi, learner.id, '봉사자', {
      semesterCode: '2030SU',
      courseCode: '2030SU-D5',
      status: 'approved',
    });
    const entry = await stack.call('POST', `/v1/grade/${grade}/volunteer`, {
      token: learnerTokens.access_token,
      body: { date: '2030-07-02', hrs: 1, content: '청소' },
    });
    expect(entry.status).toBe(200);

    const staff = await stack.signIn('staff@example.com', '담당자');
    const staffUser = await q('plugin::users-permissions.user').findOne({ where: { email: 'staff@example.com' } });
    const before = (await log()).length;
    expect((await stack.call('GET', '/v2/classes/2030SU/D5/board', { token: staff.access_token, ip: '10.0.0.5' })).status).toBe(200);
    expect(
      (await stack.call('PATCH', `/v1/staff/volunteers/${entry.body.id}/confirm`, { token: staff.access_token, ip: '10.0.0.5' })).status,
    ).toBe(200);
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
      const res = await stack.call(method, path, {
        token: staff.access_token,
        body: method === 'PUT' ? { data: { action: 'sign_in' } } : undefined,
      });
      expect([404, 405], `${method} ${path}`).toContain(res.status);
    }
    expect(await q(ENTRY).findOne({ where: { id: first.id } })).toMatchObject({ action: first.action, address: first.address });
  });
});

describe('retention', () => {
  it(`the daily job prunes what is older than the ${RETENTION_DAYS} days this CMS keeps, and keeps the rest`, async () => {
    const strapi = stack.cms.strapi;
    const knex = strapi.db.connection;
    const now = new Date(at('2030-07-05'));
    const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 - minutes * 60_000);
    await knex('records_access_log').insert([
      { at: ago(400), action: 'sign_in', actor: 1, detail: 'a year ago', created_at: now, updated_at: now },
      // Kept by the default 200 days, pruned by the 190 this CMS was started with.
      { at: ago(195), action: 'sign_in', actor: 1, detail: '195 days ago', created_at: now, updated_at: now },
      { at: ago(RETENTION_DAYS, 1), action: 'sign_in', actor: 1, detail: 'a minute past the retention', created_at: now, updated_at: now },
      {
        at: ago(RETENTION_DAYS, -1),
        action: 'sign_in',
        actor: 1,
        detail: 'a minute inside the retention',
        created_at: now,
        updated_at: now,
      },
      { at: ago(183), action: 'staff_read', actor: 1, detail: 'six months ago', created_at: now, updated_at: now },
    ]);
    const before = await log();

    // The job as the scheduler runs it at 00:20 in Korea (cms/config/cron-tasks.ts), here at once.
    const job = strapi.cron.jobs.find((j: { name: string }) => j.name === 'pruneAccessLog');
    expect(job, 'pruneAccessLog is scheduled').toBeDefined();
    await job.job.invoke();

    const after = await log();
    const gone = ['a year ago', '195 days ago', 'a minute past the retention'];
    expect(after.map((e: any) => e.detail)).toEqual(
      before.map((e: any) => e.detail).filter((d: string | null) => !gone.includes(d as string)),
    );
    expect(after.map((e: any) => e.detail)).toEqual(expect.arrayContaining(['a minute inside the retention', 'six months ago']));
    // Today's sign-ins and staff reads are all still there.
    expect(after.filter((e: any) => new Date(e.at).getTime() === now.getTime()).length).toBe(
      before.filter((e: any) => new Date(e.at).getTime() === now.getTime()).length,
    );
    // A second run finds nothing more to prune.
    expect(await accessLog().prune()).toBe(0);
  });
});

describe('nobody can change a written entry', () => {
  async function adminHeaders() {
    const login = await fetch(`${stack.cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@dharma.test', password: 'Test-admin-password-1' }),
    });
    expect(login.status).toBe(200);
    return { 'Content-Type': 'application/json', Authorization: `Bearer ${(await login.json()).data.token}` };
  }

  it('refuses every write through the document service to the access log and the audit trail, and leaves the rows as they were', async () => {
    const strapi = stack.cms.strapi;
    // The plugin's own services still append to both (below the document service).
    await accessLog().append({
      action: 'staff_read',
      actor: 1,
      actorRole: 'staff',
      subject: 2,
      detail: 'guarded read',
      address: '10.9.9.9',
    });
    await strapi
      .plugin('records')
      .service('audit')
      .append({
        actor: 1,
        action: 'volunteer.confirm',
        target: 'volunteer:9999',
        subject: 2,
        before: { confirmed: false },
        after: { confirmed: true },
        address: '10.9.9.9',
      });
    const entry = await q(ENTRY).findOne({ where: { detail: 'guarded read' } });
    const audit = await q(AUDIT).findOne({ where: { target: 'volunteer:9999' } });
    expect(entry).toBeTruthy();
    expect(audit).toBeTruthy();

    for (const [uid, row] of [
      [ENTRY, entry],
      [AUDIT, audit],
    ] as const) {
      const documents = strapi.documents(uid);
      const documentId = row.documentId ?? 'no-document-id';
      const attempts: [string, () => Promise<unknown>][] = [
        [
          'update',
          () => documents.update({ documentId, data: { detail: 'rewritten', action: 'sign_in', target: 'volunteer:1' } as never }),
        ],
        ['delete', () => documents.delete({ documentId })],
        ['create', () => documents.create({ data: { at: new Date(), action: 'sign_in', actor: 1, target: 'forged' } as never })],
      ];
      // Every other action the document service offers that writes (clone, publish, … whichever
      // this Strapi version has for the type) is refused too.
      const reads = ['findOne', 'findFirst', 'findMany', 'count', 'update', 'delete', 'create'];
      const internal = ['updateComponents', 'omitComponentData'];
      const others = Object.keys(documents).filter(
        (k) => typeof (documents as any)[k] === 'function' && !reads.includes(k) && !internal.includes(k),
      );
      for (const action of others) attempts.push([action, () => (documents as any)[action]({ documentId, data: { detail: 'rewritten' } })]);
      for (const [action, attempt] of attempts) {
        await expect(attempt(), `${uid} ${action}`).rejects.toMatchObject({ name: 'ForbiddenError', message: messages.record_append_only });
      }
      // Reading is still allowed (the back office reads through the services).
      expect(await documents.count({})).toBeGreaterThan(0);
    }
    expect(await q(ENTRY).findOne({ where: { id: entry.id } })).toEqual(entry);
    expect(await q(AUDIT).findOne({ where: { id: audit.id } })).toEqual(audit);
    expect(await q(ENTRY).count({ where: { action: 'sign_in', detail: 'rewritten' } })).toBe(0);
    expect(await q(AUDIT).count({ where: { target: 'forged' } })).toBe(0);
  });

  it('refuses an admin changing or deleting them through the panel’s content-manager API', async () => {
    const headers = await adminHeaders();
    const entry = await q(ENTRY).findOne({ where: { detail: 'guarded read' } });
    const audit = await q(AUDIT).findOne({ where: { target: 'volunteer:9999' } });
    for (const [uid, row] of [
      [ENTRY, entry],
      [AUDIT, audit],
    ] as const) {
      const base = `${stack.cms.url}/content-manager/collection-types/${uid}`;
      const documentId = row.documentId ?? 'no-document-id';
      const attempts: [string, string, unknown][] = [
        ['PUT', `${base}/${documentId}`, { detail: 'rewritten', target: 'volunteer:1' }],
        ['DELETE', `${base}/${documentId}`, undefined],
        ['POST', `${base}/actions/bulkDelete`, { documentIds: [documentId] }],
        ['POST', base, { at: new Date().toISOString(), action: 'sign_in', actor: 1, target: 'forged' }],
      ];
      for (const [method, url, body] of attempts) {
        const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        // Strapi's own permission check refuses first (the types are hidden, so no admin role holds
        // a permission for them); the document-service guard above stands behind it.
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
    expect(await q(ENTRY).findOne({ where: { id: entry.id } })).toEqual(entry);
    expect(await q(AUDIT).findOne({ where: { id: audit.id } })).toEqual(audit);
    expect(await q(AUDIT).count({ where: { target: 'forged' } })).toBe(0);
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
    expect(mine.body.entries).toEqual([
      expect.objectContaining({ action: 'sign_in', actor: learnerId, subject: learnerId, detail: 'kakao' }),
    ]);
    const all = await list('');
    expect(all.body.total).toBe((await log()).length);
    const times = all.body.entries.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());

    expect((await list('', learner.access_token)).status).toBe(403);
    expect((await stack.call('GET', '/v1/staff/access-log')).status).toBe(401);
    for (const bad of ['action=delete_everything', 'subject=-1', 'page=x']) expect((await list(bad)).status, bad).toBe(400);
  });
});
