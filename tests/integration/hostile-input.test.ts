import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startWeb, stopAll, type Part } from '../../scripts/lib/stack.mjs';
import { client, signInAs, type Client } from '../support/http-client';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { freePort } from '../support/strapi';

/**
 * What a client nobody here wrote sends: every GET route the running CMS serves and every page
 * web serves, called by a visitor, a learner and staff with hostile path values and query strings
 * (arrays and objects where a word is expected, numbers past any range, NUL, markup, Strapi's own
 * filter and populate syntax), and every write route of the CMS with bodies of the wrong shape.
 * No answer is a 5xx, and no answer carries a password hash, whatever `populate` or `fields` asks.
 * The routes are found from the running servers, so a route added later is tried the day it is
 * added. On both databases (PostgreSQL refuses a word compared with a number column, SQLite does
 * not), with a CMS of its own: the writes here must not reach another file's data.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
let stack: LearnerStack;
let web: Part;
let site: string;
let learnerId: number;
let tokens: { anonymous: undefined; learner: string; staff: string };
const browsers: Record<'visitor' | 'learner' | 'staff', Client> = { visitor: client(), learner: client(), staff: client() };

/** Values a path parameter gets: words where a number goes, numbers no column holds, escapes and markup. */
const HOSTILE_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cb%3Ex%3C%2Fb%3E',
  '%E2%80%AE',
  'null',
];
/** Query strings: out-of-range and non-numbers, arrays and objects (qs parses brackets), long text, Strapi's query syntax. */
const HOSTILE_QUERIES = [
  'page=-1&pageSize=1000000&limit=abc&offset=-5&per_page=0',
  'page=abc&semester=%3Cscript%3E&q=%00&type=zz&state=zz&kind=zz&category=zz',
  'semester[]=2027SP&semester[]=x&q[]=a&page[x]=1&type[$ne]=x&learner[]=1',
  // Long, yet within the 16 KB of headers Node reads (past it the connection is cut, which is Node's, not ours).
  `q=${encodeURIComponent('자비'.repeat(500))}&semester=${'9'.repeat(300)}`,
  'from=2026-13-45&to=abc&year=99999&month=13&date=0000-00-00&week=-9&day=abc',
  'sort=password:asc&filters[password][$notNull]=true&populate=*&fields[0]=password&fields[1]=email',
  'populate[owner][populate]=*&filters[$or][0][id][$gt]=0&publicationState=preview&status=draft&locale=xx',
];
/** Bodies of the wrong shape for any write: not an object, empty, arrays and objects where words go, prototype keys. */
const HOSTILE_BODIES: unknown[] = [
  null,
  'x',
  42,
  [],
  {},
  [{ course_name: { $ne: '' } }],
  { semester: ['2027SP'], learners: '1', picks: { a: 1 }, reason: 7, ids: 'all', type: ['x'], id: { $gt: 0 } },
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'),
  { response: 'x'.repeat(200_000), username: '\u0000', agreed: 'yes', course_name: '../../etc' },
];
const BCRYPT = /\$2[aby]\$\d\d\$/;

interface ServedRoute {
  method: string;
  path: string;
}

/** Every method + path the running Strapi's content API answers (its routers' stacks). */
function servedRoutes(strapi: any): ServedRoute[] {
  const out = new Map<string, ServedRoute>();
  for (const layer of [...strapi.server.listRoutes(), ...strapi.server.api('content-api').listRoutes()]) {
    for (const method of layer.methods ?? []) {
      if (method === 'HEAD' || !String(layer.path).startsWith('/api/v')) continue;
      out.set(`${method} ${layer.path}`, { method, path: String(layer.path) });
    }
  }
  return [...out.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

const fill = (route: string, value: string) => route.replace(/:([A-Za-z_]+)(\([^)]*\))?\??/g, () => value);
/** A plausible value for each parameter, so a hostile query reaches the route's own code. */
const plausible = (route: string) =>
  route.replace(/:([A-Za-z_]+)(\([^)]*\))?\??/g, (_, name: string) =>
    /type/i.test(name) ? 'notice' : /code|course/i.test(name) ? '2027SP-J1' : /semester/i.test(name) ? '2027SP' : String(learnerId),
  );

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  stack = await startLearnerStack('hostile-input', { DHARMA_NOW: TODAY, SITE_URL: site });
  const learner = await stack.signedIn(`hostile.${Date.now()}@example.com`, '거친입력');
  learnerId = learner.id;
  expect((await stack.call('POST', '/v2/apply/courses', { token: learner.token, body: [{ course_name: '2027SP-J1' }] })).status).toBe(200);
  tokens = { anonymous: undefined, learner: learner.token, staff: (await stack.signIn('staff@example.com', '사무장')).access_token };
  web = await startWeb(
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: stack.cms.url,
      SITE_URL: site,
      SESSION_SECRET: crypto.randomBytes(24).toString('base64url'),
      WEB_CMS_SECRET: stack.secret,
      PREVIEW_SECRET: process.env.PREVIEW_SECRET,
      KAKAO_CLIENT_ID: stack.kakao.clientId,
      KAKAO_AUTHORIZE_URL: stack.kakao.urls.authorize,
      KAKAO_TOKEN_URL: stack.kakao.urls.token,
      CONTENT_CACHE_SECONDS: '0',
      PAGE_CACHE_SECONDS: '0',
    },
    { quiet: true },
  );
  await signInAs(browsers.learner, site, `hostile.web.${Date.now()}@example.com`, '거친손님');
  await signInAs(browsers.staff, site, 'staff@example.com', '사무장');
}, 240_000);

afterAll(async () => {
  if (web) await stopAll([web]);
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

/** Calls each of `urls` as each caller; answers the calls that got a 5xx or carried a password hash. */
async function tryAll(calls: { label: string; run: () => Promise<{ status: number; text: string }> }[]): Promise<string[]> {
  const failures: string[] = [];
  for (const call of calls) {
    const { status, text } = await call.run();
    if (status >= 500 || BCRYPT.test(text)) failures.push(`${call.label} → ${status} ${text.slice(0, 160).replace(/\s+/g, ' ')}`);
  }
  return failures;
}

const cmsCall = async (method: string, route: string, token: string | undefined, body?: unknown) => {
  const answer = await stack.call(method, route, { token, body });
  return { status: answer.status, text: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body) };
};

describe('the CMS', () => {
  it('answers every GET route with hostile path values and queries without a 5xx or a password hash, for any caller', async () => {
    const routes = servedRoutes(stack.cms.strapi).filter((r) => r.method === 'GET');
    expect(routes.length).toBeGreaterThan(30);
    const calls = [];
    for (const route of routes) {
      const bare = route.path.slice('/api'.length);
      for (const [who, token] of Object.entries(tokens)) {
        if (bare.includes(':'))
          for (const value of HOSTILE_PARAMS)
            calls.push({ label: `${who} GET ${fill(bare, value)}`, run: () => cmsCall('GET', fill(bare, value), token) });
        for (const query of HOSTILE_QUERIES) {
          const url = `${plausible(bare)}?${query}`;
          calls.push({ label: `${who} GET ${url.slice(0, 120)}`, run: () => cmsCall('GET', url, token) });
        }
      }
    }
    expect(await tryAll(calls)).toEqual([]);
    // U+0000, which PostgreSQL cannot compare with text, is refused in Korean on either database.
    const nul = await stack.call('GET', '/v1/staff/curriculum?q=%00', { token: tokens.staff });
    expect([nul.status, nul.body?.error?.message]).toEqual([400, messages.text_nul]);
    const nulBody = await stack.call('POST', '/v2/apply/courses', { token: tokens.learner, body: [{ course_name: '2027SP-J1\u0000' }] });
    expect([nulBody.status, nulBody.body?.error?.message]).toEqual([400, messages.text_nul]);
  });

  it('answers every write route with bodies of the wrong shape without a 5xx, for a learner and for staff', async () => {
    // Sign-out and account deletion would end the callers' own sign-ins; they have tests of their own.
    const routes = servedRoutes(stack.cms.strapi).filter(
      (r) => r.method !== 'GET' && !r.path.includes('/session/') && !r.path.includes('/me/delete'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const calls = [];
    for (const route of routes) {
      const url = plausible(route.path.slice('/api'.length));
      for (const who of ['learner', 'staff'] as const)
        for (const [i, body] of HOSTILE_BODIES.entries())
          calls.push({ label: `${who} ${route.method} ${url} body #${i}`, run: () => cmsCall(route.method, url, tokens[who], body) });
    }
    expect(await tryAll(calls)).toEqual([]);
    // Broken JSON is the caller's mistake, said in Korean (and kept out of the error log).
    const broken = await fetch(`${stack.cms.url}/api/v2/apply/courses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.learner}`, 'x-dharma-server-secret': stack.secret },
      body: '{"course_name": ',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.message).toBe(messages.body_unreadable);
    // The callers are still signed in: nothing above ended a sign-in by accident.
    expect((await stack.call('GET', '/v1/member', { token: tokens.learner })).status).toBe(200);
  });
});

describe('web', () => {
  it('answers every page with hostile path values and queries without a 5xx, for a visitor, a learner and staff', async () => {
    const build = await import(pathToFileURL(path.join(process.cwd(), 'web', 'build', 'server', 'index.js')).href);
    const routes = build.routes as Record<string, { path?: string; parentId?: string; index?: boolean }>;
    const fullPath = (id: string): string => {
      const route = routes[id]!;
      const own = route.path ?? '';
      const parent = route.parentId ? fullPath(route.parentId) : '';
      return `${parent.replace(/\/$/, '')}/${own}`.replace(/\/+/g, '/');
    };
    // Pages and resource routes alike; the splat (404 page) takes any path.
    const paths = [...new Set(Object.keys(routes).map(fullPath))].filter((p) => !p.includes('*') && p !== '/healthz').sort();
    expect(paths.length).toBeGreaterThan(30);
    const calls = [];
    for (const [who, browser] of Object.entries(browsers)) {
      for (const page of paths) {
        const run = (url: string) => async () => {
          const answer = await browser.call(`${site}${url}`);
          return { status: answer.status, text: answer.text };
        };
        if (page.includes(':'))
          for (const value of HOSTILE_PARAMS) calls.push({ label: `${who} ${fill(page, value)}`, run: run(fill(page, value)) });
        for (const query of HOSTILE_QUERIES)
          calls.push({ label: `${who} ${plausible(page)}?${query.slice(0, 60)}`, run: run(`${plausible(page)}?${query}`) });
      }
    }
    expect(await tryAll(calls)).toEqual([]);
    // A download the CMS refuses answers its Korean reason with the CMS's status, not a crash.
    const csv = await browsers.staff.call(`${site}/admin/students.csv?q=%00`);
    expect([csv.status, csv.text]).toEqual([400, messages.text_nul]);
    // Nothing above signed anyone out.
    expect((await browsers.learner.call(`${site}/member`)).status).toBe(200);
    expect((await browsers.staff.call(`${site}/admin/students`)).status).toBe(200);
  });
});

describe('a failed Kakao callback', () => {
  it('signs nobody out and keeps a visitor’s cart: another site’s link to it changes nothing', async () => {
    const learner = client();
    await signInAs(learner, site, `callback.${Date.now()}@example.com`, '콜백학인');
    // Kakao's "cancelled", a callback without a code, and a forged code posted by the callback page's form.
    const failures = [
      () => learner.call(`${site}/v1/session/oauth?error=access_denied`),
      () => learner.call(`${site}/v1/session/oauth`),
      () => learner.call(`${site}/v1/session/oauth?code=forged&state=forged`, { form: {} }),
    ];
    for (const fail of failures) {
      const answer = await fail();
      expect([answer.status, answer.headers.location]).toEqual([302, '/login']);
      expect((await learner.call(`${site}/member`)).status).toBe(200);
    }

    const visitor = client();
    const page = await visitor.call(`${site}/register`);
    const code = /name="code" value="([^"]+)"/.exec(page.text)?.[1];
    expect(code).toBeDefined();
    const added = await visitor.call(`${site}/register`, { form: { intent: 'add', code: code! } });
    expect(added.status).toBeLessThan(400);
    const inCart = (text: string) => text.includes(`name="intent" value="remove"/><input type="hidden" name="code" value="${code}"`);
    expect(inCart((await visitor.call(`${site}/register`)).text)).toBe(true);
    const cancelled = await visitor.call(`${site}/v1/session/oauth?error=access_denied`);
    expect(cancelled.headers.location).toBe('/login');
    expect((await visitor.call(`${site}/login`)).text).toContain(messages.kakao_denied);
    expect(inCart((await visitor.call(`${site}/register`)).text)).toBe(true);

    // A members-only page sends the visitor to /login and keeps the cart for when they come back.
    const guarded = await visitor.call(`${site}/member`);
    expect([guarded.status, guarded.headers.location]).toEqual([302, '/login']);
    expect((await visitor.call(`${site}/login`)).text).toContain(messages.members_only);
    expect(inCart((await visitor.call(`${site}/register`)).text)).toBe(true);
  });
});
