import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { root } from '../../scripts/lib/stack.mjs';
import { cmsUrl, freshAccessToken, fromDatabase, LOCK, signUpAs, uniqueEmail } from './support';

test.describe.configure({ lock: LOCK.alone });

// The shared rules and messages as web's build uses them (the built package: a test file here is ESM, it is CommonJS).
const { ADMIN_SECTIONS } = createRequire(path.join(root, 'package.json'))('@dharma/config/words') as typeof import('@dharma/config/words');

/**
 * A signed-in learner who is not staff, against the whole back office: every /admin page web has
 * (found from web's route files, so a page added later is covered; the sidebar's sections among
 * them), the CSV downloads, a student's page and the cancel step, read and posted to. Each sends
 * the learner home with no staff data in what came back, no form post changes anything, web
 * serves no staff API of its own, and the staff API web calls answers the learner's own session
 * token with 403.
 */

/** What a staff write would change: applications, posts, volunteer entries, mentor pairs, articles and the audit trail. */
const WATCHED = [
  'enrolment_applications',
  'studyroom_task_responses',
  'records_volunteer_entries',
  'records_mentor_pairs',
  'articles',
  'records_audit_log',
];
const snapshot = () =>
  fromDatabase(async (knex) => {
    const out: Record<string, string> = {};
    for (const table of WATCHED) out[table] = JSON.stringify(await knex(table).select('*').orderBy('id'));
    return out;
  });

const routesDir = path.join(root, 'web', 'app', 'routes');

/** Every page and resource route under /admin, from web's flat route file names (`admin.students[.]csv.ts` → /admin/students.csv). */
function adminUrls(id: number): string[] {
  const urls = new Set<string>();
  for (const file of fs.readdirSync(routesDir)) {
    if (!/^admin[._]/.test(file) && !/^admin\.tsx?$/.test(file)) continue;
    if (/\.server\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const segments = file
      .replace(/\.tsx?$/, '')
      // NUL stands in for a literal dot (`[.]`) while the name is split on dots, then turns back into one.
      .replace(/\[\.\]/g, '\u0000')
      .split('.')
      .filter((s) => s !== '_index')
      .map((s) =>
        s
          .replace(/_$/, '')
          .replace(/^\$.*/, String(id))
          // eslint-disable-next-line no-control-regex -- the NUL placed above
          .replace(/\u0000/g, '.'),
      );
    urls.add(`/${segments.join('/')}`);
  }
  return [...urls].sort();
}

/** The staff API paths web's own code calls (`/api/v1/staff/...`, a `${id}` part filled with an id, a query left off). */
function staffApiPathsWebCalls(id: number): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/\/api\/v1\/staff\/(?:[\w.:/-]|\$\{[\w.]+\})*/g))
          found.add(m[0].replace(/\$\{[^}]*\}/g, String(id)));
      }
    }
  };
  walk(path.join(root, 'web', 'app'));
  return [...found].sort();
}

test('a learner who is not staff is refused every /admin page and every staff API, and changes nothing', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpAs(page, uniqueEmail('notstaff'), '보통 학인');

  // Real rows a staff action would act on: an application waiting for payment (the seed's; other
  // specs approve or cancel some, so whichever still waits), a post, an article, the demo learner.
  const ids = await fromDatabase(async (knex) => {
    const bori = await knex('up_users').where({ email: 'learner@example.com' }).first('id');
    const app =
      (await knex('enrolment_applications').where({ status: 'applied' }).orderBy('id').first('owner', 'semester_code')) ??
      (await knex('enrolment_applications').orderBy('id').first('owner', 'semester_code'));
    const post = await knex('studyroom_task_responses').whereIn('type', ['verse', 'story']).first('id');
    const article = await knex('articles').whereNotNull('published_at').first('document_id');
    const entry = await knex('records_volunteer_entries').first('id');
    return {
      applicant: Number(app.owner),
      bori: Number(bori.id),
      semester: app.semester_code as string,
      post: Number(post.id),
      article: article.document_id as string,
      entry: entry ? Number(entry.id) : 1,
    };
  });
  // What must never reach this learner: other learners' names and addresses.
  const canaries = ['learner@example.com', 'yeonhwa@example.com', '이연화', '김보리'];

  const urls = adminUrls(ids.bori);
  // The sidebar's sections, the CSV downloads, a student's page and the cancel step are all among them.
  expect(urls).toEqual(
    expect.arrayContaining([
      ...ADMIN_SECTIONS.map((s) => s.path),
      '/admin/students.csv',
      '/admin/mentors.csv',
      '/admin/progress.csv',
      `/admin/students/${ids.bori}`,
      '/admin/approvals/cancel',
    ]),
  );
  const query = `?${new URLSearchParams({ learner: String(ids.applicant), semester: ids.semester, q: '김보리' })}`;

  // Reading: sent home, nothing of the back office in the answer.
  for (const url of urls) {
    const res = await page.request.get(`${url}${query}`, { maxRedirects: 0 });
    expect([302, 303], `GET ${url}`).toContain(res.status());
    expect(res.headers().location, `GET ${url}`).toBe('/');
    const body = await res.text();
    for (const canary of canaries) expect(body, `GET ${url}`).not.toContain(canary);

    await page.goto(`${url}${query}`);
    expect(new URL(page.url()).pathname, `browser at ${url}`).toBe('/');
    await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toHaveCount(0);
    const html = await page.content();
    for (const canary of canaries) expect(html, `browser at ${url}`).not.toContain(canary);
  }

  // Posting every back-office form (approve one, approve ticked, cancel, hide, confirm, a mentor
  // pair, an article move and order, an announcement) to every page: sent home, and nothing in the database moves.
  const forms: Record<string, string | string[]>[] = [
    { intent: `approve:${ids.applicant}`, semester: ids.semester },
    { intent: 'approve-selected', semester: ids.semester, learner: String(ids.applicant) },
    { intent: 'cancel-selected', semester: ids.semester, learner: String(ids.applicant), reason: '학습자가 보낸 취소' },
    { reason: '학습자가 보낸 취소', semester: ids.semester },
    { intent: `hide:${ids.post}`, [`reason-${ids.post}`]: '학습자가 숨김' },
    { confirm: String(ids.entry) },
    { intent: 'add', mentee_name: '가짜 멘티', mentee_phone: '010-1111-2222', mentor_name: '가짜 멘토', mentor_phone: '010-3333-4444' },
    { intent: 'delete', pair: '1' },
    { move: `${ids.article}:up` },
    { intent: 'order', document_id: [ids.article] },
    { intent: 'send', semester: ids.semester, course: '', subject: '학습자가 보낸 공지', body: '가짜', id: crypto.randomUUID() },
  ];
  const before = await snapshot();
  const origin = new URL(page.url()).origin;
  for (const url of urls) {
    for (const form of forms) {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const value of Array.isArray(v) ? v : [v]) body.append(k, value);
      const res = await page.request.post(`${url}${query}`, {
        data: body.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        maxRedirects: 0,
      });
      // Sent home, or (a page without a form) no such action at all.
      const where = `POST ${url} ${JSON.stringify(form)}`;
      if (res.status() === 405) continue;
      expect([302, 303], where).toContain(res.status());
      expect(res.headers().location, where).toBe('/');
    }
  }
  expect(await snapshot()).toEqual(before);

  // Web has no staff API of its own to call from the browser: the CMS's paths are not served here.
  for (const p of ['/api/v1/staff/students', '/v1/staff/students', '/api/v1/staff/applications', `/api/v1/staff/students/${ids.bori}`]) {
    const res = await page.request.get(p, { maxRedirects: 0 });
    expect(res.status(), `web ${p}`).toBe(404);
    const text = await res.text();
    for (const canary of canaries) expect(text, `web ${p}`).not.toContain(canary);
  }

  // The staff API web calls, with the learner's own session token (as if it leaked from web): 403
  // for each path on the method it answers, nothing else succeeds, nothing is written.
  const apiPaths = staffApiPathsWebCalls(ids.applicant);
  expect(apiPaths.length).toBeGreaterThan(5);
  for (const p of apiPaths) {
    const statuses: number[] = [];
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const token = await freshAccessToken(context, page);
      const res = await fetch(`${cmsUrl}${p}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body:
          method === 'GET' || method === 'DELETE'
            ? undefined
            : JSON.stringify({ semester: ids.semester, learners: [ids.applicant], reason: '학습자', hidden: true }),
      });
      const text = await res.text();
      statuses.push(res.status);
      expect(res.status, `${method} ${p}`).toBeGreaterThanOrEqual(400);
      for (const canary of canaries) expect(text, `${method} ${p}`).not.toContain(canary);
    }
    expect(statuses, p).toContain(403);
  }
  expect(await snapshot()).toEqual(before);
  await context.close();
});
