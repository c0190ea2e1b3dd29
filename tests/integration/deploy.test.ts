import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ui } from '@dharma/config';
import { freshSecrets, root, standInEnv } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn, type KakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { cleanEnv, runNode, type Run } from '../../scripts/lib/test-processes';
import { freePort, openTestDatabase, tempDbFile, testDatabase } from '../support/strapi';
import { webBrowser, type WebBrowser } from '../support/web-session';

/**
 * The deployment as docs/deploy.md sets it up, run for real: Debian's nginx with the site file
 * from deploy/nginx (only host names, ports and file paths changed) and a self-signed certificate,
 * in front of web and the CMS started by the production start (`scripts/serve.mjs`, as the systemd
 * units run it) on PostgreSQL, with Kakao played by the Kakao-compatible stand-in reached through
 * the KAKAO_* endpoints — the code path a real Kakao takes, in production mode. A learner connects
 * from an address of their own (127.0.0.5) and lies in X-Forwarded-For. PostgreSQL only: it is
 * the database the guide deploys on.
 */
const SITE_HOST = 'school.test';
const PANEL_HOST = 'cms.school.test';
const LEARNER_ADDRESS = '127.0.0.5';
const FORGED_ADDRESS = '203.0.113.9';
const NGINX = '/usr/sbin/nginx';

let dir: string;
let kakao: KakaoStandIn;
let cms: Run;
let web: Run;
let nginx: ChildProcess;
let db: any;
let cert: string;
let site: string;
let panel: string;
let httpPort: number;
let cmsPort: number;
let webPort: number;
let webMetricsPort: number;
/** The environment the two servers were started with, as dharma.env gives it. */
let productionEnv: NodeJS.ProcessEnv;
let cmsMetricsPort: number;
const dbFile = tempDbFile('deploy');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every name resolves to this machine, as DNS would send school.test to the server. */
const toLoopback = (_host: string, options: { all?: boolean }, done: (...args: any[]) => void) =>
  options?.all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4);
/** A learner's browser: trusts the test's certificate, connects from its own address. */
const learnerAgent = () => new Agent({ localAddress: LEARNER_ADDRESS, connect: { ca: cert, lookup: toLoopback } as any });
let agent: Agent;

/** The deploy/ site file with only what a test machine must change; each change must apply. */
function siteFile(httpsPort: number): string {
  let conf = fs.readFileSync(path.join(root, 'deploy', 'nginx', 'dharma.conf'), 'utf8');
  const swap = (from: string | RegExp, to: string) => {
    const next = typeof from === 'string' ? conf.replaceAll(from, to) : conf.replace(from, to);
    if (next === conf) throw new Error(`deploy/nginx/dharma.conf no longer has ${from}: update this test with the guide`);
    conf = next;
  };
  swap('cms.school.example.org', PANEL_HOST);
  swap('school.example.org', SITE_HOST);
  // No IPv6 on every test machine; the IPv4 lines stay.
  swap(/^\s*listen \[::\]:.*$/gm, '');
  swap('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  swap('listen 80;', `listen 127.0.0.1:${httpPort};`);
  swap('server 127.0.0.1:3000;', `server 127.0.0.1:${webPort};`);
  swap('server 127.0.0.1:1337;', `server 127.0.0.1:${cmsPort};`);
  swap(`/etc/letsencrypt/live/${SITE_HOST}/`, `${dir}/tls/`);
  swap('/var/log/nginx/', `${dir}/log/`);
  return conf;
}

function nginxConf(httpsPort: number): string {
  fs.writeFileSync(path.join(dir, 'dharma.conf'), siteFile(httpsPort));
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/log/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/dharma.conf;
}`;
}

async function until(what: string, check: () => Promise<boolean>, output: () => string, child?: ChildProcess, ms = 240_000) {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${output().slice(-4000)}`);
    if (Date.now() - started > ms) throw new Error(`${what} did not come up:\n${output().slice(-4000)}`);
    await sleep(300);
  }
}

/** The learner's browser: https through nginx, a forged X-Forwarded-For and X-Real-IP on every request. */
let browser: WebBrowser;
const visit = (url: string, init: RequestInit = {}) => browser.request(url, init);

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run installs it)`);
  const database = await testDatabase(dbFile);
  if (database.client !== 'postgres') throw new Error('the deployment test runs on PostgreSQL only');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-deploy-'));
  // As the guide prepares the server: the media folder exists before the first start.
  for (const sub of ['tls', 'log', 'tmp', 'public/uploads']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${SITE_HOST}`],
      ...['-addext', `subjectAltName=DNS:${SITE_HOST},DNS:${PANEL_HOST}`],
      ...['-keyout', path.join(dir, 'tls', 'privkey.pem'), '-out', path.join(dir, 'tls', 'fullchain.pem')],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  cert = fs.readFileSync(path.join(dir, 'tls', 'fullchain.pem'), 'utf8');
  agent = learnerAgent();
  browser = webBrowser({
    fetch: (url, init) => fetch(url, { ...(init as object), dispatcher: agent }) as unknown as Promise<globalThis.Response>,
    headers: { 'x-forwarded-for': FORGED_ADDRESS, 'x-real-ip': FORGED_ADDRESS },
  });

  [httpPort, cmsPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const httpsPort = await freePort();
  [webMetricsPort, cmsMetricsPort] = [await freePort(), await freePort()];
  site = `https://${SITE_HOST}:${httpsPort}`;
  panel = `https://${PANEL_HOST}:${httpsPort}`;
  kakao = await startKakaoStandIn({ appId: 252525 });
  const env = (productionEnv = cleanEnv({
    ...freshSecrets(),
    ...standInEnv(kakao),
    // As in deploy/dharma.env.example.
    SITE_URL: site,
    HOST: '127.0.0.1',
    PORT: String(webPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    TRUST_PROXY: '1',
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    CMS_PUBLIC_URL: panel,
    CMS_BEHIND_PROXY: 'true',
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    ADMIN_EMAIL: 'office@school.test',
    DATABASE_URL: database.url,
    LOG_FORMAT: 'json',
    WEB_METRICS_PORT: String(webMetricsPort),
    CMS_METRICS_PORT: String(cmsMetricsPort),
    STRAPI_TELEMETRY_DISABLED: 'true',
  }));
  // npm start's generated panel password is shorter-lived than this test cares about; any strong one does.
  env.ADMIN_PASSWORD = 'Deploy-test-password-1';
  const serve = path.join(root, 'scripts', 'serve.mjs');
  cms = runNode(serve, { env, cwd: root, args: ['cms'] });
  await until(
    'the CMS',
    async () => (await globalThis.fetch(`http://127.0.0.1:${cmsPort}/_health`)).status === 204,
    () => cms.output,
    cms.child,
  );
  web = runNode(serve, { env, cwd: root, args: ['web'] });
  await until(
    'web',
    async () => (await globalThis.fetch(`http://127.0.0.1:${webPort}/healthz`)).ok,
    () => web.output,
    web.child,
  );

  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(httpsPort));
  const checked = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t refused the deploy site file:\n${checked.stderr}`);
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let nginxOutput = '';
  nginx.stderr!.on('data', (c) => (nginxOutput += c));
  await until(
    'nginx',
    async () => (await visit(`${site}/healthz`)).ok,
    () => nginxOutput,
    nginx,
    30_000,
  );
  db = (await openTestDatabase(dbFile)).knex;
}, 300_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await db?.destroy();
  await web?.stop();
  await cms?.stop();
  await kakao?.stop();
  await agent?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
});

describe('a learner on the deployed site', () => {
  it('speaks HTTP/2 over TLS, sends plain http to https, and says HSTS once on every answer', async () => {
    const alpn = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tls.connect(
        { host: '127.0.0.1', port: Number(new URL(site).port), servername: SITE_HOST, ca: cert, ALPNProtocols: ['h2', 'http/1.1'] },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      );
      socket.on('error', reject);
    });
    expect(alpn).toBe('h2');

    const plain = await fetch(`http://${SITE_HOST}:${httpPort}/courses?x=1`, { redirect: 'manual', dispatcher: agent });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://${SITE_HOST}/courses?x=1`);

    const home = await visit(`${site}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // A new school (production never seeds demo content) says it has no courses yet, with no arrows around nothing.
    const html = await home.text();
    expect(html).toContain(ui.home.carouselEmpty);
    expect(html).not.toContain(ui.home.carouselNext);
  });

  it('signs in with Kakao over https and gets a Secure, HttpOnly session cookie', async () => {
    const login = await visit(`${site}/login`, { method: 'POST' });
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.origin).toBe(new URL(kakao.urls.authorize).origin);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site}/v1/session/oauth`);

    const consent = new URLSearchParams(authorize.searchParams);
    consent.set('email', 'deployed@example.com');
    consent.set('nickname', '배포');
    const granted = await globalThis.fetch(`${authorize.origin}${authorize.pathname}`, {
      method: 'POST',
      body: consent,
      redirect: 'manual',
    });
    const callback = granted.headers.get('location') ?? '';
    expect(callback.startsWith(`${site}/v1/session/oauth?`)).toBe(true);

    const signedIn = await visit(callback, { method: 'POST' });
    expect(signedIn.headers.get('location')).toBe('/signup');
    const lastSession = signedIn.headers.getSetCookie().find((line) => line.startsWith('__Host-ds_session=')) ?? '';
    // Over https the cookie carries the __Host- prefix: the browser keeps it only when it is Secure,
    // for the whole site and for this host alone.
    expect(lastSession).toMatch(/^__Host-ds_session=/);
    expect(lastSession).toMatch(/; Secure/i);
    expect(lastSession).toMatch(/; Path=\//i);
    expect(lastSession).not.toMatch(/; Domain=/i);
    expect(lastSession).toMatch(/; HttpOnly/i);
    expect(lastSession).toMatch(/; SameSite=Lax/i);

    const done = await visit(`${site}/signup`, {
      method: 'POST',
      body: new URLSearchParams({ username: '배포학인', agreed: 'on' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(302);
    const member = await visit(`${site}/member`);
    expect(member.status).toBe(200);
    expect(await member.text()).toContain('배포학인');
  });

  it("records the learner's own address, not nginx's and not the forged header", async () => {
    const entries = await db('records_access_log').select('action', 'address').orderBy('id');
    expect(entries).toContainEqual({ action: 'sign_in', address: LEARNER_ADDRESS });
    expect(entries.map((e: { address: string }) => e.address)).not.toContain(FORGED_ADDRESS);
    const access = fs.readFileSync(path.join(dir, 'log', 'dharma.access.log'), 'utf8');
    const signupLine = access.split('\n').find((line) => line.includes('"POST /signup '));
    expect(signupLine?.startsWith(`${LEARNER_ADDRESS} `)).toBe(true);
    expect(access).not.toContain(FORGED_ADDRESS);
    // The Kakao callback's one-time code stays out of the log.
    expect(access).not.toMatch(/oauth\?code=/);
  });

  it("carries nginx's request id through web to the CMS: one id in all three logs", async () => {
    const res = await visit(`${site}/member`, { headers: { 'x-request-id': 'forged-by-the-learner-0001' } });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id')!;
    // nginx's own $request_id (32 hex digits), never the one the learner sent.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const access = fs.readFileSync(path.join(dir, 'log', 'dharma.access.log'), 'utf8');
    expect(access).toContain(`"GET /member HTTP/1.1" 200`);
    expect(access).toContain(`id=${id}`);
    const lines = (output: string) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { request_id?: string; path?: string; client?: string });
    // Production logs are JSON lines (LOG_FORMAT=json); web's line for the page and the CMS's for the call it made.
    // A line is written once its answer has gone out: give the pipe a moment.
    await expect.poll(() => lines(web.output).find((l) => l.request_id === id)).toMatchObject({ path: '/member', client: LEARNER_ADDRESS });
    await expect.poll(() => lines(cms.output).some((l) => l.request_id === id)).toBe(true);
    expect(web.output + cms.output).not.toContain('forged-by-the-learner-0001');
  });

  it('refuses an oversized body at nginx with 413, before web', async () => {
    const res = await visit(`${site}/signup`, {
      method: 'POST',
      body: 'username=' + 'a'.repeat(200 * 1024),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('server')).toBe('nginx');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves /assets/ (hashed names) with a year of immutable caching', async () => {
    const html = await (await visit(`${site}/`)).text();
    const asset = /(\/assets\/[\w.-]+\.(?:js|css))/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await visit(`${site}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('what the internet cannot reach', () => {
  it('the CMS, web and their metrics listen on loopback only; nginx is the one door', async () => {
    // /proc/net/tcp lists each listening socket's local address: 0100007F is 127.0.0.1.
    const listening = fs
      .readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A')
      .map((cols) => cols[1]);
    for (const port of [cmsPort, webPort, webMetricsPort, cmsMetricsPort]) {
      const hex = port.toString(16).toUpperCase().padStart(4, '0');
      expect(listening.filter((address) => address.endsWith(`:${hex}`))).toEqual([`0100007F:${hex}`]);
    }
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (outside) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: outside, port: cmsPort }, () => {
          socket.destroy();
          resolve(false);
        });
        socket.on('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });

  it('the panel answers on its own host name; readiness and health are for this machine only', async () => {
    const admin = await visit(`${panel}/admin`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="strapi">');
    expect(admin.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await visit(`${panel}/_health`)).status).toBe(403);
    expect((await visit(`${site}/readyz`)).status).toBe(403);
    expect((await visit(`${site}/metrics`)).status).toBe(404);
    // The machine's own monitor reaches readiness through nginx, and the metrics on loopback.
    const local = new Agent({ connect: { ca: cert, lookup: toLoopback } as any });
    const ready = await fetch(`${site}/readyz`, { dispatcher: local });
    expect(ready.status).toBe(200);
    await local.close();
    const metrics = await (await globalThis.fetch(`http://127.0.0.1:${webMetricsPort}/metrics`)).text();
    expect(metrics).toMatch(/route="\/member"/);
    // The learner's site does not lead to the CMS.
    const notPanel = await visit(`${site}/admin/login`);
    expect(notPanel.headers.get('content-type') ?? '').not.toContain('application/json');
  });
});

describe('the production start', () => {
  it('checks an environment without starting anything (--check)', async () => {
    const check = runNode(path.join(root, 'scripts', 'serve.mjs'), { args: ['--check'], env: productionEnv, cwd: root });
    expect(await check.exited).toEqual({ code: 0, signal: null });
    expect(check.output).toContain('[serve] ok: cms and web may start in production');
    const short = runNode(path.join(root, 'scripts', 'serve.mjs'), {
      args: ['--check'],
      env: { ...productionEnv, JWT_SECRET: 'short' },
      cwd: root,
    });
    expect((await short.exited).code).toBe(1);
    expect(short.output).toContain('cms: JWT_SECRET must be at least 32 characters');
  });

  it('refuses to start without its secrets, naming each, and never generates one', async () => {
    const bare = runNode(path.join(root, 'scripts', 'serve.mjs'), {
      args: ['web'],
      env: cleanEnv({ SITE_URL: site, CMS_URL: `http://127.0.0.1:${cmsPort}`, KAKAO_CLIENT_ID: 'x', TRUST_PROXY: '1' }),
      cwd: root,
    });
    const { code } = await bare.exited;
    expect(code).toBe(1);
    expect(bare.output).toContain('refusing to start in production');
    for (const name of ['SESSION_SECRET', 'WEB_CMS_SECRET', 'PREVIEW_SECRET'])
      expect(bare.output).toContain(`${name} is required in production`);
  });

  it('stops web and the CMS gracefully on SIGTERM', async () => {
    await web.stop();
    expect(await web.exited).toEqual({ code: 0, signal: null });
    await cms.stop();
    expect(await cms.exited).toEqual({ code: 0, signal: null });
  });
});
