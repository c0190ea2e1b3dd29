import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { createRequire } from 'node:module';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, ui } from '@dharma/config/words';
import { CMS_ONLY_SECRETS } from '@dharma/config/platform/production';
import { freshSecrets, root, standInEnv } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn, type KakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import {
  NGINX_MISSING,
  nginxConf as nginxMain,
  nginxInstalled,
  prepareNginxDir,
  siteFile,
  startNginx,
  toLoopback,
} from '../../scripts/lib/nginx-site.mjs';
import { cleanEnv, runNode, type Run } from '../../scripts/lib/test-processes';
import { cmsDir, freePort, openTestDatabase, tempDbFile, testDatabase } from '../support/strapi';
import { startS3, type S3Server } from '../support/s3';
import { webBrowser, type WebBrowser } from '../support/web-session';

/**
 * The deployment as docs/deploy.md sets it up, run for real: Debian's nginx with the site file
 * from deploy/nginx (only host names, ports and file paths changed) and a self-signed certificate,
 * in front of web and the CMS started by the production start (`scripts/serve.mjs`, as the systemd
 * units run it) on PostgreSQL, with Kakao played by the Kakao-compatible stand-in reached through
 * the KAKAO_* endpoints — the code path a real Kakao takes, in production mode. A learner connects
 * from an address of their own (127.0.0.5) and lies in X-Forwarded-For. PostgreSQL only: it is
 * the database the guide deploys on.
 *
 * Two of each, as on two machines ("More than one machine" in the guide): two web and two CMS
 * processes in nginx's upstreams, web reaching the CMS through nginx's door for it, each CMS with a
 * media folder of its own (as each machine has its own disk), and the media in one S3-compatible
 * bucket (s3rver, a real S3 server) read by browsers over https. An editor's upload through one CMS
 * is seen through the other web; a learner's session goes on across both; one CMS and one web
 * stop in the middle of the learner's session and no request fails and no write is lost.
 *
 * Web and the CMS start on environments of their own, as the units give them: web's holds the
 * variables deploy/web.env.example names, the CMS's those of cms.env.example (with this test's
 * values), and web trades Kakao codes through nginx's door, as its unit lets it reach loopback only.
 */
const SITE_HOST = 'school.test';
const PANEL_HOST = 'cms.school.test';
const MEDIA_HOST = 'media.school.test';
const LEARNER_ADDRESS = '127.0.0.5';
const FORGED_ADDRESS = '203.0.113.9';

let dir: string;
let kakao: KakaoStandIn;
let s3: S3Server;
/** [A, B]: as on two machines. */
let cms: [Run, Run];
let web: [Run, Run];
let nginx: ChildProcess;
let db: any;
let cert: string;
let site: string;
let panel: string;
/** Where browsers read the bucket: https, on a host of its own. */
let media: string;
let httpPort: number;
let cmsPorts: [number, number];
let webPorts: [number, number];
/** nginx's door to the CMS for the web processes (CMS_URL). */
let doorPort: number;
let webMetricsPorts: [number, number];
let cmsMetricsPorts: [number, number];
/** Every setting of the deployment in one environment (what `npm run serve` with no part takes). */
let productionEnv: NodeJS.ProcessEnv;
/** The CMS's and web's own environments, as cms.env and web.env give them (each process adds its ports). */
let cmsEnv: NodeJS.ProcessEnv;
let webEnv: NodeJS.ProcessEnv;
const dbFile = tempDbFile('deploy');
const ADMIN = { email: 'office@school.test', password: 'Deploy-test-password-1' };
const sharp = createRequire(path.join(cmsDir, 'package.json'))('sharp');
/** Each CMS's own media folder, as each machine has its own disk. */
const uploadsOf = (i: number) => path.join(dir, `public-${'ab'[i]}`, 'uploads');
const outputs = (runs: Run[]) => runs.map((r) => r.output).join('\n');
/** The variables an environment file of deploy/ names, set or commented out: what an operator fills in. */
const namesIn = (file: string) =>
  new Set([...fs.readFileSync(path.join(root, 'deploy', file), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
const pick = (env: NodeJS.ProcessEnv, names: Set<string>) => Object.fromEntries(Object.entries(env).filter(([name]) => names.has(name)));
/** A process's environment as the kernel holds it (/proc/<pid>/environ): what anything running as it can read. */
const environOf = (pid: number) =>
  Object.fromEntries(
    fs
      .readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A learner's browser: trusts the test's certificate, connects from its own address. */
const learnerAgent = () => new Agent({ localAddress: LEARNER_ADDRESS, connect: { ca: cert, lookup: toLoopback } as any });
let agent: Agent;

/** The deploy/ site file (only host names, ports and file paths changed) and the bucket's host. */
function nginxConf(httpsPort: number): string {
  const site = siteFile({
    dir,
    siteHost: SITE_HOST,
    panelHost: PANEL_HOST,
    httpsPort,
    httpPort,
    webPorts,
    cmsPorts,
    doorPort,
    kakaoTokenUrl: kakao.urls.token,
  });
  const extra = `
  # Not from deploy/: the bucket's public https address, as a provider or a CDN gives one. nginx
  # stands in for it in front of s3rver (path style: /<bucket>/<key>, Host its own).
  server {
    listen 127.0.0.1:${httpsPort} ssl http2;
    server_name ${MEDIA_HOST};
    ssl_certificate ${dir}/tls/fullchain.pem;
    ssl_certificate_key ${dir}/tls/privkey.pem;
    access_log ${dir}/log/media.access.log;
    location / {
      proxy_pass ${s3.endpoint};
      proxy_set_header Host ${new URL(s3.endpoint).host};
    }
  }`;
  return nginxMain({ dir, site, extra });
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
  if (!nginxInstalled()) throw new Error(NGINX_MISSING);
  const database = await testDatabase(dbFile);
  if (database.client !== 'postgres') throw new Error('the deployment test runs on PostgreSQL only');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-deploy-'));
  // As the guide prepares the servers: each machine's media folder exists before the first start.
  for (const sub of ['public-a/uploads', 'public-b/uploads']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  cert = prepareNginxDir(dir, [SITE_HOST, PANEL_HOST, MEDIA_HOST]);
  agent = learnerAgent();
  browser = webBrowser({
    fetch: (url, init) => fetch(url, { ...(init as object), dispatcher: agent }) as unknown as Promise<globalThis.Response>,
    headers: { 'x-forwarded-for': FORGED_ADDRESS, 'x-real-ip': FORGED_ADDRESS },
  });

  const ports = async (n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(await freePort());
    return out;
  };
  [httpPort, doorPort] = await ports(2);
  cmsPorts = (await ports(2)) as [number, number];
  webPorts = (await ports(2)) as [number, number];
  webMetricsPorts = (await ports(2)) as [number, number];
  cmsMetricsPorts = (await ports(2)) as [number, number];
  const [httpsPort] = await ports(1);
  site = `https://${SITE_HOST}:${httpsPort}`;
  panel = `https://${PANEL_HOST}:${httpsPort}`;
  kakao = await startKakaoStandIn({ appId: 252525 });
  s3 = await startS3();
  media = `https://${MEDIA_HOST}:${httpsPort}/${s3.bucket}`;
  const env = (productionEnv = cleanEnv({
    ...freshSecrets(),
    ...standInEnv(kakao),
    // As in deploy/cms.env.example and web.env.example.
    SITE_URL: site,
    HOST: '127.0.0.1',
    // Through nginx's door, as with more than one CMS.
    CMS_URL: `http://127.0.0.1:${doorPort}`,
    TRUST_PROXY: '1',
    CMS_HOST: '127.0.0.1',
    CMS_PUBLIC_URL: panel,
    CMS_BEHIND_PROXY: 'true',
    ADMIN_EMAIL: ADMIN.email,
    DATABASE_URL: database.url,
    // No notice falls due here: the address only has to be one production accepts (TLS required).
    SMTP_URL: `smtps://notices:mail-password@127.0.0.1:${await freePort()}`,
    MAIL_FROM: '담마스쿨 <noreply@school.test>',
    LOG_FORMAT: 'json',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // The media bucket, read by browsers at its https address.
    ...s3.env,
    MEDIA_PUBLIC_URL: media,
    // An editor's change shows within seconds here (production: < 60 s), so the test need not wait.
    CONTENT_CACHE_SECONDS: '2',
    PAGE_CACHE_SECONDS: '1',
    // The stop drill saves the learner's member page many times a minute.
    RATE_LIMIT_MEMBER_PER_MINUTE: '1000',
  }));
  // npm start's generated panel password is shorter-lived than this test cares about; any strong one does.
  env.ADMIN_PASSWORD = ADMIN.password;
  // The CMS: everything but web's own secrets.
  cmsEnv = Object.fromEntries(Object.entries(env).filter(([name]) => !['SESSION_SECRET', 'KAKAO_CLIENT_SECRET'].includes(name)));
  // Web: what web.env names, plus what only a test sets (the stand-in's sign-in page, short caches).
  webEnv = cleanEnv({
    ...pick(env, namesIn('web.env.example')),
    KAKAO_AUTHORIZE_URL: kakao.urls.authorize,
    KAKAO_TOKEN_URL: `http://127.0.0.1:${doorPort}/kakao/oauth/token`,
    CONTENT_CACHE_SECONDS: env.CONTENT_CACHE_SECONDS!,
    PAGE_CACHE_SECONDS: env.PAGE_CACHE_SECONDS!,
  });
  const serve = path.join(root, 'scripts', 'serve.mjs');
  // Both CMS processes at once, as two machines would start: they take turns on the database by
  // themselves. Exactly one runs the scheduled jobs.
  cms = [0, 1].map((i) =>
    runNode(serve, {
      env: {
        ...cmsEnv,
        CMS_PORT: String(cmsPorts[i]),
        CMS_METRICS_PORT: String(cmsMetricsPorts[i]),
        CMS_PUBLIC_DIR: path.dirname(uploadsOf(i)),
        CMS_SCHEDULED_JOBS: i === 0 ? 'true' : 'false',
      },
      cwd: root,
      args: ['cms'],
    }),
  ) as [Run, Run];
  await Promise.all(
    cms.map((run, i) =>
      until(
        `CMS ${'AB'[i]}`,
        async () => (await globalThis.fetch(`http://127.0.0.1:${cmsPorts[i]}/_health`)).status === 204,
        () => run.output,
        run.child,
      ),
    ),
  );
  web = [0, 1].map((i) =>
    runNode(serve, {
      env: { ...webEnv, PORT: String(webPorts[i]), WEB_METRICS_PORT: String(webMetricsPorts[i]) },
      cwd: root,
      args: ['web'],
    }),
  ) as [Run, Run];
  await Promise.all(
    web.map((run, i) =>
      until(
        `web ${'AB'[i]}`,
        async () => (await globalThis.fetch(`http://127.0.0.1:${webPorts[i]}/healthz`)).ok,
        () => run.output,
        run.child,
      ),
    ),
  );

  const started = startNginx(dir, nginxConf(httpsPort));
  nginx = started.child;
  await until('nginx', async () => (await visit(`${site}/healthz`)).ok, started.output, nginx, 30_000);
  db = (await openTestDatabase(dbFile)).knex;
}, 300_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await db?.destroy();
  await Promise.all((web ?? []).map((run) => run.stop()));
  await Promise.all((cms ?? []).map((run) => run.stop()));
  await kakao?.stop();
  await s3?.stop();
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

  it('speaks TLS 1.2 and 1.3 with forward secrecy only: TLS 1.1 and RSA key exchange are refused (openssl s_client)', () => {
    const port = new URL(site).port;
    const handshake = (...args: string[]) => {
      const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', SITE_HOST, ...args], {
        input: '',
        encoding: 'utf8',
        timeout: 10_000,
      });
      return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`, cipher: /Cipher is (\S+)/.exec(run.stdout)?.[1] };
    };
    // The client offers TLS 1.1 (and lowers its own floor to do so); nginx answers "protocol version".
    const old = handshake('-tls1_1', '-cipher', 'DEFAULT@SECLEVEL=0');
    expect(old.ok).toBe(false);
    expect(old.output).toMatch(/alert protocol version/);
    // TLS 1.2 suites without forward secrecy (RSA key exchange), AEAD or CBC: no common cipher.
    for (const cipher of ['AES256-GCM-SHA384', 'AES128-GCM-SHA256', 'AES128-SHA']) {
      const refused = handshake('-tls1_2', '-cipher', `${cipher}@SECLEVEL=0`);
      expect(refused.ok, cipher).toBe(false);
      expect(refused.output, cipher).toMatch(/alert handshake failure/);
    }
    // ECDHE with AEAD is what TLS 1.2 gets; TLS 1.3 works as well.
    expect(handshake('-tls1_2', '-cipher', 'ECDHE-RSA-AES128-GCM-SHA256')).toMatchObject({
      ok: true,
      cipher: 'ECDHE-RSA-AES128-GCM-SHA256',
    });
    expect(handshake('-tls1_2', '-cipher', 'ECDHE-RSA-CHACHA20-POLY1305')).toMatchObject({
      ok: true,
      cipher: 'ECDHE-RSA-CHACHA20-POLY1305',
    });
    expect(handshake('-tls1_3')).toMatchObject({ ok: true, cipher: 'TLS_AES_256_GCM_SHA384' });
    // The panel's host is held to the same.
    const panelOld = spawnSync(
      'openssl',
      ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', PANEL_HOST, '-tls1_2', '-cipher', 'AES256-GCM-SHA384@SECLEVEL=0'],
      { input: '', encoding: 'utf8', timeout: 10_000 },
    );
    expect(panelOld.status).not.toBe(0);
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
    // nginx writes a request's line when it finalises the request, which may be just after the
    // client has read the whole answer.
    const accessLine = () =>
      fs
        .readFileSync(path.join(dir, 'log', 'dharma.access.log'), 'utf8')
        .split('\n')
        .find((line) => line.includes(`id=${id}`));
    await expect.poll(accessLine).toContain(`"GET /member HTTP/1.1" 200`);
    const lines = (output: string) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { request_id?: string; path?: string; client?: string });
    // Production logs are JSON lines (LOG_FORMAT=json); web's line for the page and the CMS's for the call it made.
    // A line is written once its answer has gone out: give the pipe a moment.
    // Whichever web and CMS the request went to.
    await expect
      .poll(() => lines(outputs(web)).find((l) => l.request_id === id))
      .toMatchObject({ path: '/member', client: LEARNER_ADDRESS });
    await expect.poll(() => lines(outputs(cms)).some((l) => l.request_id === id)).toBe(true);
    expect(outputs([...web, ...cms])).not.toContain('forged-by-the-learner-0001');
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
    for (const port of [...cmsPorts, ...webPorts, ...webMetricsPorts, ...cmsMetricsPorts, doorPort]) {
      const hex = port.toString(16).toUpperCase().padStart(4, '0');
      expect(listening.filter((address) => address.endsWith(`:${hex}`))).toEqual([`0100007F:${hex}`]);
    }
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (outside) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: outside, port: cmsPorts[0] }, () => {
          socket.destroy();
          resolve(false);
        });
        socket.on('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });

  it("web's process holds none of the CMS's secrets, nor does web.env", () => {
    for (const run of web) {
      const environ = environOf(run.child.pid!);
      expect(environ.SESSION_SECRET, 'web runs on its own environment').toBe(webEnv.SESSION_SECRET);
      for (const name of CMS_ONLY_SECRETS) expect(environ, name).not.toHaveProperty(name);
      // Every value of the CMS's secrets too, whatever name it might have been given.
      const values = Object.values(environ).join('\n');
      for (const name of ['DATABASE_URL', 'ADMIN_JWT_SECRET', 'ENCRYPTION_KEY', 'APP_KEYS', 'SMTP_URL', 'MEDIA_S3_SECRET_ACCESS_KEY'])
        expect(values, name).not.toContain(cmsEnv[name]!);
      // Web trades Kakao codes on this machine (nginx's door), the one place its unit lets it reach.
      expect(new URL(environ.KAKAO_TOKEN_URL!).hostname).toBe('127.0.0.1');
    }
    // The CMS's processes do hold them: the check reads the right thing.
    expect(environOf(cms[0].child.pid!)).toHaveProperty('DATABASE_URL', cmsEnv.DATABASE_URL);
    // And the file an operator copies for web names none of them.
    const webFile = namesIn('web.env.example');
    for (const name of CMS_ONLY_SECRETS) expect(webFile.has(name), `web.env.example names ${name}`).toBe(false);
  });

  it('the panel answers on its own host name; readiness and health are for this machine only', async () => {
    const admin = await visit(`${panel}/admin`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="strapi">');
    expect(admin.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await visit(`${panel}/_health`)).status).toBe(403);
    // The learners' API is web's, on this machine: the panel's host does not serve it, however the
    // path is written (Strapi matches paths without regard to case).
    for (const [method, route] of [
      ['GET', '/api/v1/member'],
      ['GET', '/API/v1/member'],
      ['GET', '/%61pi/v1/member'],
      ['POST', '/api/v1/session/exchange'],
      ['GET', '/api/home-page'],
    ]) {
      const res = await visit(`${panel}${route}`, { method });
      expect(res.status, `${method} ${route}`).toBe(404);
      expect(res.headers.get('server'), `${method} ${route}`).toBe('nginx');
    }
    // What the panel itself calls still works: its init call (whether an account exists, the
    // project's settings) and the sign-in it posts to.
    const init = await visit(`${panel}/admin/init`);
    expect(init.status).toBe(200);
    expect((await init.json()).data).toHaveProperty('hasAdmin', true);
    const signIn = await visit(`${panel}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const token = (await signIn.json()).data.token as string;
    const types = await visit(`${panel}/content-manager/content-types`, { headers: { authorization: `Bearer ${token}` } });
    expect(types.status).toBe(200);
    expect((await visit(`${site}/readyz`)).status).toBe(403);
    expect((await visit(`${site}/metrics`)).status).toBe(404);
    // The machine's own monitor reaches readiness through nginx, and the metrics on loopback.
    const local = new Agent({ connect: { ca: cert, lookup: toLoopback } as any });
    const ready = await fetch(`${site}/readyz`, { dispatcher: local });
    expect(ready.status).toBe(200);
    await local.close();
    const metrics = await Promise.all(
      webMetricsPorts.map(async (port) => (await globalThis.fetch(`http://127.0.0.1:${port}/metrics`)).text()),
    );
    expect(metrics.join('\n')).toMatch(/route="\/member"/);
    // The learner's site does not lead to the CMS.
    const notPanel = await visit(`${site}/admin/login`);
    expect(notPanel.headers.get('content-type') ?? '').not.toContain('application/json');
  });
});

describe('two of each behind nginx, media in one bucket', () => {
  it('an editor uploads a picture through one CMS; a visitor sees it through the other web process, from the bucket', async () => {
    // The editor's panel on CMS A (the first machine).
    const login = await globalThis.fetch(`http://127.0.0.1:${cmsPorts[0]}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const token = (await login.json()).data.token as string;
    const panelCall = (method: string, urlPath: string, body?: unknown) =>
      globalThis.fetch(`http://127.0.0.1:${cmsPorts[0]}${urlPath}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const png: Buffer = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#c83' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dharma-wheel.png');
    const uploaded = await globalThis.fetch(`http://127.0.0.1:${cmsPorts[0]}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as { id: number; url: string }[];
    // In the bucket, at its public address; on neither machine's disk.
    expect(file!.url).toMatch(new RegExp(`^${media.replaceAll('.', '\\.')}/uploads/dharma_wheel_\\w+\\.png$`));
    expect(fs.readdirSync(uploadsOf(0))).toEqual([]);
    expect(fs.readdirSync(uploadsOf(1))).toEqual([]);
    expect(await s3.keys()).toContain(file!.url.slice(`${media}/`.length));
    // The panel may show it: its origin is in the panel's img-src.
    const panelCsp = (await visit(`${panel}/admin`)).headers.get('content-security-policy') ?? '';
    expect(panelCsp).toMatch(new RegExp(`img-src [^;]*https://${MEDIA_HOST.replaceAll('.', '\\.')}:`));

    // On the home page, as a banner.
    const home = 'api::home-page.home-page';
    const saved = await panelCall('PUT', `/content-manager/single-types/${home}`, {
      banners: [{ title: '법륜', image: file!.id, alt: '법륜 그림' }],
    });
    expect(saved.status).toBe(200);
    expect((await panelCall('POST', `/content-manager/single-types/${home}/actions/publish`, {})).status).toBe(200);

    // A visitor on web B (the other machine) sees it, from the bucket's address.
    await expect
      .poll(async () => (await globalThis.fetch(`http://127.0.0.1:${webPorts[1]}/`)).text(), { timeout: 15_000 })
      .toContain(`<img src="${file!.url}" alt="법륜 그림"`);
    const html = await (await visit(`${site}/`)).text();
    expect(html).toContain(`src="${file!.url}"`);
    const picture = await visit(file!.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // The editor's picture (Strapi stores it optimised, so compared by what it is, not byte for byte).
    const shown = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['png', 800, 400]);
    // The site lets pages show it, and an old /uploads/ address of it leads there.
    expect((await visit(`${site}/`)).headers.get('content-security-policy')).toContain(`img-src 'self' data: https://${MEDIA_HOST}:`);
    const name = path.basename(file!.url);
    const old = await visit(`${site}/uploads/${name}`);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(file!.url);
  });

  it('a learner signed in through one web process goes on through the other', async () => {
    // The learner of the sign-in test above: their cookie works on either process, each asked directly.
    for (const port of webPorts) {
      const page = await globalThis.fetch(`http://127.0.0.1:${port}/member`, { headers: { cookie: browser.cookie() }, redirect: 'manual' });
      expect(page.status, `web on ${port}`).toBe(200);
      expect(await page.text()).toContain('배포학인');
    }
    // Through nginx, page after page goes to one process, then the other, and to either CMS.
    const seen = [web.map((r) => r.output.length), cms.map((r) => r.output.length)];
    for (let i = 0; i < 6; i++) {
      const page = await visit(`${site}/member`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('배포학인');
    }
    await expect.poll(() => web.map((r, i) => /"path":"\/member","status":200/.test(r.output.slice(seen[0]![i])))).toEqual([true, true]);
    // Each page's calls are spread over both CMS processes by nginx's door.
    await expect.poll(() => cms.map((r, i) => /"path":"\/api\//.test(r.output.slice(seen[1]![i])))).toEqual([true, true]);
  });

  it('stopping one CMS and one web process mid-session fails no request and loses no write', async () => {
    const failures: string[] = [];
    let requests = 0;
    const expectOk = async (what: string, res: Response, check?: (text: string) => boolean) => {
      requests++;
      const text = await res.text();
      if (res.status !== 200 || (check && !check(text))) failures.push(`${what}: ${res.status} ${text.slice(0, 120)}`);
      return text;
    };
    const send = (what: string, url: string, init?: RequestInit) =>
      visit(url, init).catch((error: Error) => {
        requests++;
        failures.push(`${what}: ${error.message}`);
        return null;
      });

    // Visitors reading the site all the while, so that requests are in flight at every moment of the stop.
    const visitors = learnerAgent();
    let browsing = true;
    const visitor = async () => {
      while (browsing) {
        for (const page of ['/', '/articles/notice']) {
          const res = await fetch(`${site}${page}`, { dispatcher: visitors }).catch((error: Error) => error);
          requests++;
          if (res instanceof Error) failures.push(`visitor ${page}: ${res.message}`);
          else if (res.status !== 200) failures.push(`visitor ${page}: ${res.status}`);
          else await res.arrayBuffer();
        }
      }
    };
    const visiting = [visitor(), visitor()];

    // The learner: reads their page, saves a new name, reads it back; again and again. A and B
    // (the first machine's CMS and web) stop after a few rounds, as `systemctl stop` stops them.
    let stopped: Promise<unknown> | undefined;
    let gone = false;
    let written = '';
    let round = 0;
    for (let after = 0; after < 12 && round < 400; round++) {
      if (round === 4) stopped = Promise.all([web[0].stop(), cms[0].stop()]).then(() => (gone = true));
      if (gone) after++;
      for (const page of ['/member', '/studyroom/current', '/calendar']) {
        const res = await send(`GET ${page}`, `${site}${page}`);
        if (res) await expectOk(`GET ${page} (round ${round})`, res);
      }
      const name = `배포학인${round}`;
      const saved = await send(`POST /member (round ${round})`, `${site}/member`, {
        method: 'POST',
        body: new URLSearchParams({ name, phone: '' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (saved) await expectOk(`POST /member (round ${round})`, saved, (text) => text.includes(messages.member_saved));
      written = name;
      const read = await send(`GET /member after saving (round ${round})`, `${site}/member`);
      if (read) await expectOk(`GET /member after saving (round ${round})`, read, (text) => text.includes(name));
    }
    browsing = false;
    await Promise.all(visiting);
    await stopped;
    await visitors.close();

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    // Every save was read back at once; the last one is what the database holds.
    const learner = await db('up_users').where({ email: 'deployed@example.com' }).first('name');
    expect(learner.name).toBe(written);
    // A stopped cleanly (they finished what they had started), and nginx did step around them.
    expect(await web[0].exited).toEqual({ code: 0, signal: null });
    expect(await cms[0].exited).toEqual({ code: 0, signal: null });
    const errors = fs.readFileSync(path.join(dir, 'log', 'dharma.error.log'), 'utf8');
    expect(errors).toMatch(new RegExp(`upstream: "http://127\\.0\\.0\\.1:${webPorts[0]}/`));
    expect(errors).toMatch(new RegExp(`upstream: "http://127\\.0\\.0\\.1:${cmsPorts[0]}/`));
    // The access log names the process that answered, and both when nginx passed a request on.
    const access = fs.readFileSync(path.join(dir, 'log', 'dharma.access.log'), 'utf8');
    expect(access).toMatch(new RegExp(`upstream=127\\.0\\.0\\.1:${webPorts[0]}, 127\\.0\\.0\\.1:${webPorts[1]}\n`));
    // B went on alone: the last rounds were served by it.
    expect(web[1].child.exitCode).toBeNull();
    expect(cms[1].child.exitCode).toBeNull();
  }, 180_000);
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

  it("refuses web on an environment with the CMS's secrets, and a CMS without mail over TLS", async () => {
    // The one environment of both handed to web alone: refused, each of the CMS's secrets named.
    const mixed = runNode(path.join(root, 'scripts', 'serve.mjs'), { args: ['--check', 'web'], env: productionEnv, cwd: root });
    expect((await mixed.exited).code).toBe(1);
    for (const name of ['DATABASE_URL', 'ADMIN_JWT_SECRET', 'ENCRYPTION_KEY', 'ADMIN_PASSWORD', 'SMTP_URL', 'MEDIA_S3_SECRET_ACCESS_KEY'])
      expect(mixed.output).toContain(`${name} is the CMS's alone: remove it from web's environment (web.env)`);
    const plain = runNode(path.join(root, 'scripts', 'serve.mjs'), {
      args: ['--check', 'cms'],
      env: { ...cmsEnv, SMTP_URL: 'smtp://notices:pw@127.0.0.1:587', MAIL_FROM: '' },
      cwd: root,
    });
    expect((await plain.exited).code).toBe(1);
    expect(plain.output).toContain('SMTP_URL must use TLS in production');
    expect(plain.output).toContain('MAIL_FROM is required in production');
  });

  it('refuses to start without its secrets, naming each, and never generates one', async () => {
    const bare = runNode(path.join(root, 'scripts', 'serve.mjs'), {
      args: ['web'],
      env: cleanEnv({ SITE_URL: site, CMS_URL: `http://127.0.0.1:${doorPort}`, KAKAO_CLIENT_ID: 'x', TRUST_PROXY: '1' }),
      cwd: root,
    });
    const { code } = await bare.exited;
    expect(code).toBe(1);
    expect(bare.output).toContain('refusing to start in production');
    for (const name of ['SESSION_SECRET', 'WEB_CMS_SECRET', 'PREVIEW_SECRET'])
      expect(bare.output).toContain(`${name} is required in production`);
  });

  it('stops web and the CMS gracefully on SIGTERM', async () => {
    // A of each stopped in the drill above, each with exit code 0; now B.
    await web[1].stop();
    expect(await web[1].exited).toEqual({ code: 0, signal: null });
    await cms[1].stop();
    expect(await cms[1].exited).toEqual({ code: 0, signal: null });
  });
});
