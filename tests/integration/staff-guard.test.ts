import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';

/**
 * The guard of the whole back office, found from the running CMS rather than from a list kept by
 * hand: every route under /api/v1/staff/ that Strapi serves (its routers' stacks), each matched to
 * the plugin or API that declares it, is refused to an anonymous caller (401) and to a signed-in
 * learner (403) before anything happens, and staff get through. A staff route added later is
 * checked here the day it is declared, whichever plugin it lives in.
 *
 * The clock is pinned to 2026-11-21 (Korea): the seeded 2027 spring semester is open for
 * applications, so the learner below has an application waiting for payment that a wrongly
 * guarded approve or cancel would change.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const STAFF_PREFIX = '/api/v1/staff/';
let stack: LearnerStack;
let learner: string;
let learnerId: number;
let staff: string;

interface ServedRoute {
  method: string;
  path: string;
}
interface DeclaredRoute {
  owner: string;
  method: string;
  path: string;
  policies: unknown[];
}

/** Every method + path the running Strapi answers, from its routers (the server's own and each API's). */
function servedRoutes(strapi: any): ServedRoute[] {
  const layers: any[] = [
    ...strapi.server.listRoutes(),
    ...strapi.server.api('content-api').listRoutes(),
    ...strapi.server.api('admin').listRoutes(),
  ];
  const out = new Map<string, ServedRoute>();
  for (const layer of layers) {
    for (const method of layer.methods ?? []) {
      if (method === 'HEAD') continue;
      out.set(`${method} ${layer.path}`, { method, path: layer.path });
    }
  }
  return [...out.values()];
}

/** Every route the registered plugins and APIs declare (after Strapi's registration), with its owner. */
function declaredRoutes(strapi: any): DeclaredRoute[] {
  const out: DeclaredRoute[] = [];
  const collect = (owner: string, routers: any) => {
    const list = Array.isArray(routers) ? [{ routes: routers }] : Object.values(routers ?? {});
    for (const router of list as any[]) {
      for (const route of router?.routes ?? [])
        out.push({ owner, method: route.method, path: route.path, policies: route.config?.policies ?? [] });
    }
  };
  for (const [name, plugin] of Object.entries<any>(strapi.plugins)) collect(`plugin::${name}`, plugin.routes);
  for (const [name, api] of Object.entries<any>(strapi.apis)) collect(`api::${name}`, api.routes);
  return out;
}

/** A value for each `:param` of a path: the learner's own id (a real row), or a real article type. */
function fillParams(path: string): string {
  return path.replace(/:([A-Za-z_]+)(\([^)]*\))?\??/g, (_, name: string) => (/type/i.test(name) ? 'notice' : String(learnerId)));
}

/**
 * A small body that would be a plausible staff write for most routes (approve, cancel, hide,
 * confirm, a mentor pair, an order), so a route whose guard failed would have something to do.
 */
const writeBody = () => ({
  semester: '2027SP',
  learners: [learnerId],
  reason: '가드 확인',
  hidden: true,
  mentee_name: '가드 멘티',
  mentee_phone: '010-1234-5678',
  mentor_name: '가드 멘토',
  mentor_phone: '010-8765-4321',
  direction: 'up',
  ids: [1],
});

/** Every row of every table, so a refused call can be shown to have written nothing anywhere. */
async function snapshot(): Promise<Map<string, string>> {
  const knex = stack.cms.strapi.db.connection;
  const client = String(knex.client.config.client);
  const tables: string[] =
    client === 'postgres' || client === 'pg'
      ? (await knex.raw('select tablename as name from pg_tables where schemaname = current_schema()')).rows.map(
          (r: { name: string }) => r.name,
        )
      : (await knex.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map(
          (r: { name: string }) => r.name,
        );
  const out = new Map<string, string>();
  for (const table of tables.sort()) {
    const rows = await knex(table).select('*');
    out.set(table, JSON.stringify(rows.map((r: Record<string, unknown>) => JSON.stringify(r)).sort()));
  }
  return out;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((t) => before.get(t) !== after.get(t)).sort();
}

let served: ServedRoute[];
let declared: DeclaredRoute[];
let staffRoutes: ServedRoute[];

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('demo-2026-11-21', { DHARMA_NOW: TODAY });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
  const email = `guard.${Date.now()}@example.com`;
  learner = (await stack.signIn(email, '가드 학인')).access_token;
  learnerId = (await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } })).id;
  // A real application waiting for payment: what approve / cancel would act on.
  const applied = await stack.call('POST', '/v2/apply/courses', { token: learner, body: [{ course_name: '2027SP-J1' }] });
  expect(applied.status).toBe(200);
  served = servedRoutes(stack.cms.strapi);
  declared = declaredRoutes(stack.cms.strapi);
  staffRoutes = served
    .filter((r) => r.path.includes('/v1/staff/'))
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('the staff routes the CMS serves', () => {
  it('are found, all under /api/v1/staff/, each declared by a plugin or API with the staff policy', () => {
    expect(staffRoutes.length).toBeGreaterThan(0);
    // Staff routes are content-API routes at /api (never an admin-panel route under a plugin prefix).
    expect(staffRoutes.filter((r) => !r.path.startsWith(STAFF_PREFIX))).toEqual([]);

    const declaredStaff = declared.filter((d) => d.path.includes('/v1/staff/'));
    // Each served staff route has an owner that declares it, behind global::learner and global::staff.
    for (const route of staffRoutes) {
      const owners = declaredStaff.filter((d) => d.method === route.method && route.path.endsWith(d.path));
      expect(owners.length, `${route.method} ${route.path} is declared by a plugin or API`).toBeGreaterThan(0);
      for (const d of owners)
        expect(d.policies, `${d.owner} ${d.method} ${d.path}`).toEqual(expect.arrayContaining(['global::learner', 'global::staff']));
    }
    // And every declared staff route is served (nothing declared and silently left out).
    for (const d of declaredStaff) {
      expect(
        staffRoutes.some((r) => r.method === d.method && r.path.endsWith(d.path)),
        `${d.owner} ${d.method} ${d.path} is served`,
      ).toBe(true);
    }
    // The plugins and the API that have back-office sections today are all among the owners.
    const owners = new Set(declaredStaff.map((d) => d.owner));
    expect([...owners]).toEqual(expect.arrayContaining(['plugin::enrolment', 'plugin::records', 'plugin::studyroom', 'api::article']));
    for (const owner of owners) {
      expect(
        staffRoutes.some((r) => declaredStaff.some((d) => d.owner === owner && d.method === r.method && r.path.endsWith(d.path))),
        `${owner}'s staff routes are served`,
      ).toBe(true);
    }
  });

  it('refuse an anonymous caller (401) and a signed-in learner (403) on every one, writing nothing', async () => {
    // The stack's scheduled sender hands over what earlier files' events wrote (and marks it sent):
    // done first, so the snapshots compare only what the refused calls could have written.
    const sender = stack.cms.strapi.plugin('notices').service('sender');
    const sending = () => stack.cms.strapi.db.query('plugin::notices.notice').count({ where: { state: 'sending' } });
    // A pass of the job itself may hold the sender: wait until nothing is being sent either.
    while ((await sender.sendDue()).claimed > 0 || (await sending()) > 0) await new Promise((r) => setTimeout(r, 100));
    const before = await snapshot();
    const auditBefore = await stack.cms.strapi.db.query('plugin::records.audit-entry').count();
    const refusals: string[] = [];
    for (const route of staffRoutes) {
      const path = fillParams(route.path.slice('/api'.length));
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : writeBody();
      const anonymous = await stack.call(route.method, path, { body });
      // The status is what web acts on; the words are what a client shows (Korean, not Strapi's "Unauthorized").
      if (anonymous.status !== 401 || anonymous.body?.error?.message !== messages.unauthorized)
        refusals.push(`${route.method} ${path} anonymous → ${anonymous.status} ${JSON.stringify(anonymous.body).slice(0, 120)}`);
      const asLearner = await stack.call(route.method, path, { body, token: learner });
      if (asLearner.status !== 403 || asLearner.body?.error?.message !== messages.staff_only)
        refusals.push(`${route.method} ${path} learner → ${asLearner.status} ${JSON.stringify(asLearner.body).slice(0, 120)}`);
    }
    expect(refusals).toEqual([]);

    expect(await stack.cms.strapi.db.query('plugin::records.audit-entry').count()).toBe(auditBefore);
    expect(changedTables(before, await snapshot())).toEqual([]);
    // The learner's application still waits for payment.
    const rows = await stack.cms.strapi.db
      .query('plugin::enrolment.application')
      .findMany({ where: { owner: learnerId, semesterCode: '2027SP' } });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(rows.map(() => 'applied'));

    // The same look at the database does see a write: staff approving that application.
    const approved = await stack.call('POST', `/v1/staff/applications/${learnerId}/approve`, {
      token: staff,
      body: { semester: '2027SP' },
    });
    expect(approved.status).toBe(200);
    const after = await snapshot();
    expect(changedTables(before, after)).toEqual(expect.arrayContaining(['enrolment_applications', 'records_audit_log']));
  });

  it('let staff through on every read (the refusals above are the guard, not a broken route)', async () => {
    const reads = staffRoutes.filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThan(0);
    const answers: string[] = [];
    for (const route of reads) {
      const res = await stack.call('GET', fillParams(route.path.slice('/api'.length)), { token: staff });
      answers.push(`${route.path} → ${res.status}`);
      expect(res.status, `${route.path} as staff`).not.toBe(401);
      expect(res.status, `${route.path} as staff`).not.toBe(403);
      expect(res.status, `${route.path} as staff`).toBeLessThan(500);
      // A refusal for staff is about the request (a missing search word, an unknown id), in Korean.
      if (res.status !== 200) expect(res.body?.error?.message, `${route.path} as staff`).toMatch(/[가-힣]/);
    }
    // The plain lists answer 200 (the curriculum search needs a word, given here).
    for (const route of reads.filter((r) => !r.path.includes(':'))) {
      const query = route.path.endsWith('/curriculum') ? '?q=법구경' : '';
      expect((await stack.call('GET', `${route.path.slice('/api'.length)}${query}`, { token: staff })).status, route.path).toBe(200);
    }
  });
});
