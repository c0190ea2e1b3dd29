import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_PHRASE } from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import { rateLimitEnvName, STAFF_ROLE_TYPE, type RateLimitBucket } from '@dharma/config/rules';
import { startWeb, stopAll, type Part } from '../../scripts/lib/stack.mjs';
import { client, signInAs, type Client } from '../support/http-client';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { cmsDir, freePort } from '../support/strapi';

/**
 * The site as an attacker meets it: Debian's nginx in front of the built web server (TRUST_PROXY=1,
 * as deployed), the web server in front of a real CMS with the demo content, and clients that
 * connect from chosen loopback addresses and send what they like. Checked: the learner's address
 * is the one nginx saw, whatever X-Forwarded-For says; huge bodies are refused without filling
 * web's memory; the session cookie is sealed; web's refresh cache gives fresh tokens only to the
 * very cookie that asked; a refusal to refresh that is not "your sign-in is over" does not sign
 * the learner out; the back office asks staff to sign in again; uploads that are not pictures or
 * PDF are only downloads; editors' unsafe links are shown as text; an article's date is the
 * Korean day it was published on. SQLite only: web and nginx do not depend on the database.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const NGINX = '/usr/sbin/nginx';
const ACCESS_TTL = 2;
let stack: LearnerStack;
let web: Part;
let nginx: ChildProcess;
/** A second web with the same session secret whose CMS cannot be reached (started by the test that needs it). */
let cmsGone: Part | undefined;
let nginxDir: string;
let site: string;
let webPort: number;
let webEnv: NodeJS.ProcessEnv;
/** The CMS's per-learner limits on the learners' forms, and the low value this file gives them. */
const LIMITED = ['member', 'task', 'vote', 'volunteer', 'lifestyle'] as const satisfies readonly RateLimitBucket[];
const LIMIT = 2;
/** The seed's running class of its demo learner on the pinned day (2026FA's term from 2026-10-31): day 22 is open. */
const OPEN_DAY = '/studyroom/courses/2026FA-S3/22';

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const userByEmail = (email: string) => q('plugin::users-permissions.user').findOne({ where: { email } });
const sessionCookie = (who: Client) => /(?:^|; )ds_session=([^;]+)/.exec(who.cookie())?.[1] ?? null;

function nginxConfig(dir: string, port: number, upstream: number): string {
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Web's own body limit is what this file tests; the deployment sets nginx's as well.
  client_max_body_size 0;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
    }
  }
}`;
}

async function answering(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`exited: ${log()}`);
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer: ${log()}`);
}

beforeAll(async () => {
  const [nginxPort, port] = [await freePort(), await freePort()];
  webPort = port;
  site = `http://127.0.0.1:${nginxPort}`;
  process.env.DHARMA_NOW = TODAY;
  stack = await startLearnerStack('security-web', {
    DHARMA_NOW: TODAY,
    SITE_URL: site,
    RATE_LIMIT_EXCHANGE_PER_MINUTE: '3',
    RATE_LIMIT_REFRESH_PER_MINUTE: '2',
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL),
    STAFF_EMAILS: 'staff@example.com,office@example.com',
    // The learner forms' limits, low enough for a test to pass them (each learner counts alone).
    ...Object.fromEntries(LIMITED.map((bucket) => [rateLimitEnvName(bucket), String(LIMIT)])),
  });
  webEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(webPort),
    CMS_URL: stack.cms.url,
    SITE_URL: site,
    SESSION_SECRET: crypto.randomBytes(24).toString('base64url'),
    WEB_CMS_SECRET: stack.secret,
    PREVIEW_SECRET: process.env.PREVIEW_SECRET,
    KAKAO_CLIENT_ID: stack.kakao.clientId,
    KAKAO_AUTHORIZE_URL: stack.kakao.urls.authorize,
    KAKAO_TOKEN_URL: stack.kakao.urls.token,
    TRUST_PROXY: '1',
    CONTENT_CACHE_SECONDS: '0',
    PAGE_CACHE_SECONDS: '0',
  };
  web = await startWeb(webEnv, { quiet: true });
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run installs it)`);
  nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-nginx-'));
  fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, nginxPort, webPort));
  nginx = spawn(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  nginx.stderr!.on('data', (c) => (output += c));
  await answering(
    `${site}/healthz`,
    nginx,
    () => `${output}${fs.existsSync(`${nginxDir}/error.log`) ? fs.readFileSync(`${nginxDir}/error.log`, 'utf8') : ''}`,
  );
}, 240_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  if (web) await stopAll([web, cmsGone]);
  await stack?.stop();
  if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
  delete process.env.DHARMA_NOW;
});

describe('the learner’s address behind nginx', () => {
  it('is the one nginx saw: a forged X-Forwarded-For reaches neither the access log nor the sign-in limit', async () => {
    const email = `proxied.${Date.now()}@example.com`;
    const who = client('127.0.0.5');
    await signInAs(who, site, email, '프록시학인', { 'x-forwarded-for': '203.0.113.9' });
    expect(sessionCookie(who)).not.toBeNull();
    const user = await userByEmail(email);
    const signIns = await q('plugin::records.access-log-entry').findMany({ where: { action: 'sign_in', subject: user.id } });
    expect(signIns.map((e: { address: string }) => e.address)).toEqual(['127.0.0.5']);

    // Rotating the forged header does not make a new client: the third sign-in a minute is the last.
    const results: boolean[] = [];
    for (let i = 10; i < 13; i++) {
      const again = client('127.0.0.5');
      await signInAs(again, site, `proxied.${i}.${Date.now()}@example.com`, `프록시${i}`, { 'x-forwarded-for': `203.0.113.${i}` }).catch(
        () => undefined,
      );
      results.push(sessionCookie(again) !== null && (await again.call(`${site}/member`)).status === 200);
    }
    expect(results).toEqual([true, true, false]);
    const forged = await q('plugin::records.access-log-entry').count({ where: { address: { $startsWith: '203.0.113.' } } });
    expect(forged).toBe(0);
  });
});

describe('request bodies', () => {
  const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

  /** A 400 MB POST as a client sends it: zeros until the server answers or the body is done. */
  function hugePost(cookie: string, chunked: boolean): Promise<number | string> {
    const total = 400 * 1024 * 1024;
    return new Promise((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port: webPort,
        path: '/member',
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...(chunked ? {} : { 'content-length': String(total) }) },
      });
      let sent = 0;
      let done = false;
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      req.on('response', (res) => {
        done = true;
        resolve(res.statusCode ?? 0);
        res.resume();
      });
      req.on('error', (error) => {
        if (!done) resolve(`error ${(error as NodeJS.ErrnoException).code}`);
        done = true;
      });
      // A chunk at a time, reading what comes back in between, as a browser or curl does.
      const pump = () => {
        if (done) return;
        if (sent >= total) return void req.end();
        sent += chunk.length;
        if (req.write(chunk)) setImmediate(pump);
        else req.once('drain', pump);
      };
      pump();
    });
  }

  it('ten 400 MB posts at once are refused with 413 (declared or chunked), web’s memory hardly moves, and the site keeps answering', async () => {
    const who = client('127.0.0.6');
    await signInAs(who, site, `bodies.${Date.now()}@example.com`, '큰글학인');
    const pid = web.pid!;
    const before = rss(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => hugePost(who.cookie(), i % 2 === 1)));
    clearInterval(sampler);
    expect(statuses).toEqual(Array(10).fill(413));
    expect(peak - before).toBeLessThan(50 * 1024 * 1024);
    expect((await who.call(`${site}/healthz`)).status).toBe(200);
    expect((await who.call(`${site}/member`)).status).toBe(200);
    // A normal form still goes through (the limit is far above what forms send).
    const saved = await who.call(`${site}/member`, { form: { name: '큰글학인', phone: '010-1234-5678' } });
    expect(saved.status).toBeLessThan(400);
  });
});

describe('the statement page’s larger body', () => {
  /** A multipart-sized POST straight to web (same origin), as the office's upload sends it. */
  const post = (cookie: string, where: string, bytes: number) =>
    fetch(`http://127.0.0.1:${webPort}${where}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: `http://127.0.0.1:${webPort}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });

  it('is read on that page from staff alone: a visitor’s or a learner’s is 413 unread, staff’s is read, and past its limit it is 413 too', async () => {
    const megabyte = 1024 * 1024;
    // One megabyte: past every other page's limit, within the statement page's.
    const visitor = await post('', '/admin/approvals/statement', megabyte);
    expect(visitor.status).toBe(413);
    expect(await visitor.text()).toBe(messages.body_too_large);

    const who = client('127.0.0.7');
    await signInAs(who, site, `statement.${Date.now()}@example.com`, '내역학인');
    expect((await post(who.cookie(), '/member', megabyte)).status).toBe(413);
    expect((await post(who.cookie(), '/admin/approvals/statement', megabyte)).status).toBe(413);
    // A small post of the learner's is read, and the page sends them home.
    const small = await post(who.cookie(), '/admin/approvals/statement', 1024);
    expect([302, 303]).toContain(small.status);
    expect(small.headers.get('location')).toBe('/');
    // A small body that is no form, to any page's action, is a Korean 400 rather than a 500.
    const notForm = await post(who.cookie(), '/member', 1024);
    expect(notForm.status).toBe(400);
    expect(await notForm.text()).toContain(messages.form_unreadable);
    // A forged cookie is no staff sign-in.
    expect((await post('ds_session=Fe26.2**forged', '/admin/approvals/statement', megabyte)).status).toBe(413);

    const staff = client('127.0.0.18');
    await signInAs(staff, site, 'office@example.com', '사무원');
    expect((await post(staff.cookie(), '/member', megabyte)).status).toBe(413);
    // Read and answered by the page: the bytes are no upload form, which it says in Korean.
    const read = await post(staff.cookie(), '/admin/approvals/statement', megabyte);
    expect(read.status).toBe(400);
    expect(await read.text()).toContain(messages.form_unreadable);
    const huge = await post(staff.cookie(), '/admin/approvals/statement?index', 6 * megabyte);
    expect(huge.status).toBe(413);
    expect(await huge.text()).toBe(messages.body_too_large);

    // Made staff after signing in: the back office asks for a fresh Kakao sign-in, which carries the role.
    const promoted = client('127.0.0.19');
    const email = `promoted.${Date.now()}@example.com`;
    await signInAs(promoted, site, email, '승격직원');
    const role = await q('plugin::users-permissions.role').findOne({ where: { type: STAFF_ROLE_TYPE } });
    await q('plugin::users-permissions.user').update({ where: { email }, data: { role: role.id } });
    expect((await post(promoted.cookie(), '/admin/approvals/statement', megabyte)).status).toBe(413);
    await signInAs(promoted, site, email, '승격직원');
    expect((await post(promoted.cookie(), '/admin/approvals/statement', megabyte)).status).toBe(400);
  });
});

describe('the session cookie', () => {
  it('is sealed: neither the tokens nor the e-mail can be read from it, and a changed one is no sign-in', async () => {
    const email = `sealed.${Date.now()}@example.com`;
    const who = client('127.0.0.11');
    await signInAs(who, site, email, '봉인학인');
    const value = sessionCookie(who)!;
    expect(value.startsWith('Fe26.2*')).toBe(true);
    const readable =
      value
        .split('*')
        .map((part) => Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1'))
        .join(' ') + decodeURIComponent(value);
    expect(readable).not.toContain(email);
    expect(readable).not.toContain('eyJ');
    expect((await who.call(`${site}/member`)).status).toBe(200);

    const forged = client('127.0.0.11');
    forged.setCookie(`ds_session=${value.slice(0, -3)}${value.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`);
    const page = await forged.call(`${site}/member`);
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/login');
  });
});

describe('refreshing tokens through web', () => {
  it('fresh tokens go only to the very cookie that asked: an older cookie holding the same refresh token gets none', async () => {
    const who = client('127.0.0.7');
    await signInAs(who, site, `refresh.${Date.now()}@example.com`, '갱신학인');
    // A copy of the browser that changed its cart: another cookie value holding the same tokens.
    const older = client('127.0.0.7');
    older.setCookie(who.cookie());
    const cart = await older.call(`${site}/register`, { form: { intent: 'remove', code: '2027SP-J1' } });
    expect(cart.status).toBe(302);
    expect(sessionCookie(older)).not.toBe(sessionCookie(who));
    await sleep(ACCESS_TTL * 1000 + 300);

    // This cookie's request refreshes: new tokens in a new cookie.
    const refreshed = await who.call(`${site}/member`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.cookies.some((c) => c.startsWith('ds_session='))).toBe(true);

    // The other cookie is not handed those tokens; the CMS sees a used token (moments after its
    // rotation: "try again") and nothing is set.
    const copy = await older.call(`${site}/member`);
    expect(copy.status).toBe(503);
    expect(copy.text).toContain(messages.session_busy);
    expect(copy.cookies.filter((c) => c.startsWith('ds_session='))).toEqual([]);
    // The browser that refreshed stays signed in.
    expect((await who.call(`${site}/member`)).status).toBe(200);
  });

  it('a refresh refused for being too frequent (429) is "try again", not a sign-out', async () => {
    const browsers = [client('127.0.0.8'), client('127.0.0.8'), client('127.0.0.8')];
    for (const [i, b] of browsers.entries()) await signInAs(b, site, `busy${i}.${Date.now()}@example.com`, `바쁜학인${i}`);
    await sleep(ACCESS_TTL * 1000 + 300);
    // Two refreshes a minute from this address (the file's limit); the third browser is refused.
    const answers = [];
    for (const b of browsers) answers.push(await b.call(`${site}/member`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 503]);
    const refused = answers[2]!;
    expect(refused.text).toContain(messages.session_busy);
    expect(refused.headers['retry-after']).toBeDefined();
    // Its session is left as it was: no cookie cleared, no trip to /login.
    expect(refused.cookies).toEqual([]);
    expect(sessionCookie(browsers[2]!)).not.toBeNull();
  });
});

describe('the back office', () => {
  it('asks a staff member whose sign-in is past its limit to sign in with Kakao again, ending that sign-in, and comes back to the page', async () => {
    const staff = client('127.0.0.9');
    await signInAs(staff, site, 'staff@example.com', '사무장');
    expect((await staff.call(`${site}/admin/students`)).status).toBe(200);
    const user = await userByEmail('staff@example.com');
    const sessions = await q('admin::session').findMany({ where: { userId: String(user.id), origin: 'users-permissions' } });
    for (const row of sessions)
      await q('admin::session').update({
        where: { id: row.id },
        data: { metadata: { ...row.metadata, signedInAt: new Date(Date.now() - 13 * 3600_000).toISOString() } },
      });

    const asked = await staff.call(`${site}/admin/students`);
    expect(asked.status).toBe(302);
    expect(asked.headers.location).toBe('/login');
    expect(asked.cookies.some((c) => c.startsWith('ds_return_to='))).toBe(true);
    const login = await staff.call(`${site}/login`);
    expect(login.status).toBe(200);
    expect(login.text).toContain(messages.staff_reauth);
    // The old sign-in is over at the CMS too.
    expect(await q('admin::session').count({ where: { userId: String(user.id), origin: 'users-permissions' } })).toBe(0);

    const again = await signInAs(staff, site, 'staff@example.com', '사무장');
    expect(again.headers.location).toBe('/admin/students');
    expect((await staff.call(`${site}/admin/students`)).status).toBe(200);
  });
});

describe('media and links on the site', () => {
  it('serves an upload that is not a picture or PDF only as a sandboxed download, and pictures as they are', async () => {
    const name = `stray-${crypto.randomBytes(4).toString('hex')}.html`;
    const file = path.join(cmsDir, 'public', 'uploads', name);
    fs.writeFileSync(file, '<script>fetch("/member/data")</script>');
    try {
      const res = await client().call(`${site}/uploads/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      fs.rmSync(file, { force: true });
    }
    const picture = await q('plugin::upload.file').findOne({ where: { mime: 'image/png' } });
    const shown = await client().call(`${site}${picture.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBeUndefined();
  });

  it('shows an editor’s unsafe link stored before the CMS checked links as plain text, never as a link', async () => {
    // Written below the document service, as an old row would be.
    const documentId = crypto.randomBytes(12).toString('hex');
    const body = [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: '자세히: ' },
          { type: 'link', url: 'javascript:alert(document.cookie)', children: [{ type: 'text', text: '여기를 누르세요' }] },
        ],
      },
    ];
    for (const publishedAt of [null, new Date()]) {
      await q('api::article.article').create({
        data: { documentId, type: 'notice', title: '오래된 위험한 공지', url: 'javascript:alert(1)', body, order: -1, publishedAt },
      });
    }
    // And one whose own page shows its rich text with the link in it.
    const own = crypto.randomBytes(12).toString('hex');
    for (const publishedAt of [null, new Date()]) {
      await q('api::article.article').create({
        data: { documentId: own, type: 'notice', title: '본문에 위험한 링크', body, order: -2, publishedAt },
      });
    }
    const list = await client().call(`${site}/articles/notice`);
    expect(list.status).toBe(200);
    expect(list.text).toContain('오래된 위험한 공지');
    const links = [...list.text.matchAll(/<a\b[^>]*>/gi)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((a) => /javascript:/i.test(a))).toEqual([]);

    const href = /<a\b[^>]*href="([^"]+)"[^>]*>본문에 위험한 링크/.exec(list.text)?.[1];
    expect(href).toBeDefined();
    const page = await client().call(`${site}${href}`);
    expect([page.status, page.headers.location]).toEqual([200, undefined]);
    expect(page.text).toContain('여기를 누르세요');
    expect([...page.text.matchAll(/<a\b[^>]*>/gi)].map((m) => m[0]).filter((a) => /javascript:/i.test(a))).toEqual([]);
  });
});

describe('dates on the site', () => {
  it('an article published at 00:30 in Seoul (15:30 UTC the day before) shows the Korean day on its page and in the back office list', async () => {
    const documentId = crypto.randomBytes(12).toString('hex');
    const publishedAt = new Date('2026-03-05T00:30:00+09:00');
    for (const published of [null, publishedAt]) {
      await q('api::article.article').create({
        data: { documentId, type: 'notice', title: '자정 지나 올린 공지', order: -3, publishedAt: published },
      });
    }
    const page = await client().call(`${site}/articles/notice/${documentId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('2026.03.05');
    expect(page.text).not.toContain('2026.03.04');

    const staff = client('127.0.0.10');
    await signInAs(staff, site, 'office@example.com', '총무');
    const list = await staff.call(`${site}/admin/articles?type=notice`);
    expect(list.status).toBe(200);
    const row = /<tr\b(?:(?!<\/tr>)[\s\S])*자정 지나 올린 공지(?:(?!<\/tr>)[\s\S])*<\/tr>/.exec(list.text)?.[0];
    expect(row).toContain('2026.03.05');
    expect(row).not.toContain('2026.03.04');
  });
});

describe('a learner who posts a form faster than the CMS takes it', () => {
  /**
   * Every learner form whose CMS call has a per-learner limit (RATE_LIMITS), with a form that
   * passes web's own checks, so each post reaches the CMS: its answer before the limit (saved,
   * or refused for the made-up ids here) does not matter, the one past it does. `typed` is a
   * value the learner typed that the answer must keep.
   */
  const FORMS: { bucket: (typeof LIMITED)[number]; path: string; form: Record<string, string>; typed?: string; demo?: true }[] = [
    { bucket: 'member', path: '/member', form: { name: '빠른손학인', phone: '010-2222-3333' }, typed: '빠른손학인' },
    { bucket: 'member', path: '/member', form: { intent: 'membership', religion_name: '빠른법명', agreed: 'on' }, typed: '빠른법명' },
    { bucket: 'member', path: '/member', form: { intent: 'number', number: '20261127' }, typed: '20261127' },
    { bucket: 'member', path: '/member', form: { intent: 'notices', reminder_at: '07:30' } },
    {
      bucket: 'member',
      path: '/member',
      form: { intent: 'notice-address', address: 'fast.hands@example.com' },
      typed: 'fast.hands@example.com',
    },
  ];

  it('gets 429 and "too many requests" in Korean beside the form, with what she typed, on every such form; never a 500', async () => {
    const who = client('127.0.0.21');
    await signInAs(who, site, `fast.${Date.now()}@example.com`, '빠른손학인');
    // The study room's forms, on a class of her own (the demo learner's, whose day 22 is open on
    // the pinned day): a page of somebody else's class is a 404, whatever its form's answer was.
    const demo = client('127.0.0.23');
    await signInAs(demo, site, 'learner@example.com', '김보리');
    const read = await demo.call(`${site}${OPEN_DAY}?_data=${encodeURIComponent('routes/studyroom.courses.$courseCode_.$day')}`, {
      method: 'GET',
    });
    expect(read.status, 'the open day reads').toBe(200);
    const { detail } = JSON.parse(read.text) as {
      detail: { tasks: { task_id: string; type: string }[] };
    };
    const task = detail.tasks.find((t) => t.type === 'check') ?? detail.tasks[0]!;
    const answer = task.type === 'check' ? undefined : '급히 쓴 답';
    // A vote on a classmate's verse of the class whose board the seed fills: the latest day that
    // has one (votes stay open until the term ends).
    let verse: { id: number; mine: boolean } | undefined;
    let boardDay = '';
    for (let day = 22; day >= 1 && !verse; day--) {
      boardDay = `/studyroom/courses/2026FA-D5/${day}`;
      const read = await demo.call(`${site}${boardDay}?_data=${encodeURIComponent('routes/studyroom.courses.$courseCode_.$day')}`, {
        method: 'GET',
      });
      const { detail } = JSON.parse(read.text) as { detail: { posts: { verses: { id: number; mine: boolean }[] } } };
      verse = detail.posts.verses.find((v) => !v.mine);
    }
    expect(verse, 'a classmate’s verse to vote for').toBeDefined();
    // Her grade page of that class (the volunteer log and the lifestyle week hang from it).
    const owner = (await userByEmail('learner@example.com')).id;
    const grade = (await q('plugin::enrolment.application').findOne({ where: { owner, courseCode: '2026FA-S3' } })).id;
    const dayForms: typeof FORMS = [
      {
        bucket: 'task',
        path: OPEN_DAY,
        form: { intent: 'task', type: task.type, task_id: task.task_id, response: answer ?? 'on' },
        typed: answer,
        demo: true,
      },
      { bucket: 'vote', path: boardDay, form: { intent: 'vote', type: 'verse', id: String(verse!.id) }, demo: true },
      {
        bucket: 'volunteer',
        path: `/studyroom/grades/${grade}`,
        form: { intent: 'add', date: '2026-11-20', hrs: '2', content: '법당 청소 빠르게', email: '' },
        typed: '법당 청소 빠르게',
        demo: true,
      },
      {
        bucket: 'lifestyle',
        path: `/studyroom/grades/${grade}/lifestyle`,
        form: { intent: 'add', name: '빠른 수행', etc: '' },
        typed: '빠른 수행',
        demo: true,
      },
    ];
    const spent = new Set<string>();
    const seen: string[] = [];
    for (const { bucket, path: where, form, typed, demo: asDemo } of [...FORMS, ...dayForms]) {
      const poster = asDemo ? demo : who;
      // Up to the limit, once per bucket: the CMS takes these (or refuses the made-up ids); none is a 5xx.
      if (!spent.has(bucket)) {
        for (let i = 0; i < LIMIT; i++) {
          const before = await poster.call(`${site}${where}`, { form });
          expect(before.status, `${bucket} ${where} before the limit`).toBeLessThan(429);
        }
        spent.add(bucket);
      }
      const past = await poster.call(`${site}${where}`, { form });
      seen.push(`${where} ${form.intent ?? 'profile'} ${past.status}`);
      expect(past.status, `${where} ${JSON.stringify(form)}`).toBe(429);
      // What the page shows, not the data a hydrated page carries for its scripts (a page that is
      // not hydrated carries none).
      const shown = past.text.replace(/<script[\s\S]*?<\/script>/g, '');
      expect(shown, where).toContain(messages.rate_limited);
      expect(past.text, where).not.toContain('Unexpected Server Error');
      if (typed) expect(shown, where).toContain(typed);
    }
    expect(seen).toHaveLength(FORMS.length + dayForms.length);
  });

  it('is answered in the same words by a fetcher (reply=json), and the learner stays signed in', async () => {
    const who = client('127.0.0.22');
    await signInAs(who, site, `fetcher.${Date.now()}@example.com`, '조용한학인');
    const form = { intent: 'toggle', item: 'c1', date: '2026-11-20', reply: 'json' };
    for (let i = 0; i < LIMIT; i++)
      await who.call(`${site}/studyroom/grades/1/lifestyle?_data=routes%2Fstudyroom.grades.%24gradeId_.lifestyle`, { form });
    const past = await who.call(`${site}/studyroom/grades/1/lifestyle?_data=routes%2Fstudyroom.grades.%24gradeId_.lifestyle`, { form });
    expect(past.status).toBe(429);
    expect(JSON.parse(past.text)).toMatchObject({ intent: 'toggle', error: messages.rate_limited });
    expect((await who.call(`${site}/member`)).status).toBe(200);
  });
});

/** Every page with an action, from the route files: its path, with plausible values for its parameters. */
function actionPages(): string[] {
  const dir = path.resolve(__dirname, '..', '..', 'web', 'app', 'routes');
  // `period`: of the study room's periods only the next semester's page takes a post.
  const value: Record<string, string> = { courseCode: '2027SP-J1', day: '1', gradeId: '1', slug: 'self', period: 'coming' };
  return fs
    .readdirSync(dir)
    .filter((file) => /\.(tsx?)$/.test(file) && !file.includes('.server.') && !file.includes('.test.'))
    .filter((file) => /^export .*\baction\b/m.test(fs.readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => {
      // Remix's flat names: a dot between segments, `[.]` a dot within one, a trailing _ no nesting.
      const segments = file
        .replace(/\.tsx?$/, '')
        .split(/\.(?!\])/)
        .map((segment) => segment.replace('[.]', '.').replace(/_$/, ''))
        .filter((segment) => segment !== '_index')
        .map((segment) => (segment.startsWith('$') ? value[segment.slice(1)]! : segment));
      return `/${segments.join('/')}`;
    })
    .sort();
}

describe('a form posted while the CMS cannot be reached', () => {
  it('is the Korean "try again" page with 503 on every page with an action, never a 500', async () => {
    const who = client('127.0.0.23');
    await signInAs(who, site, `stranded.${Date.now()}@example.com`, '기다리는학인');
    // The same site (the same session secret) with its CMS gone: the learner's cookie is good there.
    const port = await freePort();
    cmsGone = await startWeb({ ...webEnv, PORT: String(port), CMS_URL: `http://127.0.0.1:${await freePort()}` }, { quiet: true });
    const pages = actionPages();
    expect(pages).toContain('/member');
    // Signing out ends the session the other posts need: last.
    pages.sort((a, b) => Number(a === '/logout') - Number(b === '/logout'));
    // Fields for every form at once, or a page's own where its form takes no others, so each post
    // passes web's own checks and reaches the CMS.
    const form = {
      intent: 'add',
      name: '기다리는학인',
      code: '2027SP-J1',
      retake: '2027SP-J1',
      l: '1',
      k: 'announcement',
      a: 'wait@example.com',
      e: '2026-12-01',
      t: 'x'.repeat(20),
    };
    const own: Record<string, Record<string, string>> = {
      '/member/delete': { confirm: ACCOUNT_DELETION_PHRASE },
      '/studyroom/courses/2027SP-J1/1': { intent: 'task', type: 'check', task_id: '1:reflection', response: 'on' },
      '/studyroom/grades/1': { intent: 'add', date: '2026-11-20', hrs: '2', content: '기다리며 청소' },
    };
    const answers: Record<string, string> = {};
    for (const page of pages) {
      const res = await who.call(`http://127.0.0.1:${port}${page}`, { form: own[page] ?? form });
      answers[page] = `${res.status}${res.text.includes(messages.cms_unavailable) ? ' try again' : ''}`;
    }
    // Only the pages that need no CMS for this post answer otherwise: the Kakao button, a callback
    // without Kakao's answer (back to /login), the sign-up of a learner who has a name (sent on)
    // and signing out (here, at once).
    const needsNoCms: Record<string, string> = { '/login': '302', '/v1/session/oauth': '302', '/signup': '302', '/logout': '302' };
    expect(answers).toEqual(Object.fromEntries(pages.map((page) => [page, needsNoCms[page] ?? '503 try again'])));
  });
});

describe('a method a page does not take', () => {
  it('is 405 with one line in web’s log and no stack, for a visitor and a learner, however often', async () => {
    const learner = client('127.0.0.24');
    await signInAs(learner, site, `refused.${Date.now()}@example.com`, '거절된학인');
    const visitor = client('127.0.0.24');
    const direct = `http://127.0.0.1:${webPort}`;
    // Web's output from here on, as the process writes it (stdout and stderr), after the sign-in's lines.
    await sleep(300);
    let written = '';
    const keep = (chunk: Buffer) => (written += chunk.toString('utf8'));
    web.stdout!.on('data', keep);
    web.stderr!.on('data', keep);
    const tries: [Client, string, string][] = [];
    for (const who of [visitor, learner])
      for (const where of ['/search', '/studyroom/current', '/no-such-page']) for (let i = 0; i < 3; i++) tries.push([who, 'POST', where]);
    tries.push([visitor, 'PROPFIND', '/'], [learner, 'PATCH', '/search'], [visitor, 'POST', '/search?_data=routes%2Fsearch']);
    for (const [who, method, where] of tries) {
      const res = await who.call(`${direct}${where}`, method === 'POST' ? { form: { q: '자비' } } : { method });
      expect(res.status, `${method} ${where}`).toBe(405);
    }
    // The access lines are written after each answer: wait for them, then a moment for anything more.
    const lines = () => written.split('\n').filter(Boolean);
    for (let i = 0; i < 50 && lines().length < tries.length; i++) await sleep(100);
    await sleep(500);
    web.stdout!.off('data', keep);
    web.stderr!.off('data', keep);
    expect(lines().filter((line) => !line.startsWith('{'))).toEqual([]);
    expect(lines().map((line) => `${JSON.parse(line).method} ${JSON.parse(line).path} ${JSON.parse(line).status}`)).toEqual(
      tries.map(([, method, where]) => `${method} ${where.split('?')[0]} 405`),
    );
    expect(written).not.toMatch(/\n\s+at |ErrorResponse/);
  });
});
