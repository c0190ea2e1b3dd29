import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKakaoStandIn, type KakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { freshSecrets, standInEnv, startCms, startWeb, stopAll, type Part } from '../../scripts/lib/stack.mjs';
import { DATABASE_POOL_DEFAULTS } from '@dharma/config/platform/env';
import { cleanEnv } from '../../scripts/lib/test-processes';
import { freePort, tempDbFile, testDatabase } from '../support/strapi';

/**
 * What an operator runs the site by, on the real processes as production starts them (NODE_ENV
 * production, JSON logs): one request id for a page across web's log and the CMS's, believed
 * only from the trusted proxy; paths without query strings or cookies in the logs; a warning for
 * a slow request; web's and the CMS's readiness, following the CMS going away and coming back on
 * the same database; Prometheus metrics on a listener that answers on 127.0.0.1 only; and SIGTERM
 * while a request is still arriving: it is answered, then the process says it stopped and exits 0.
 *
 * Runs on SQLite and on PostgreSQL: the CMS's readiness is its database answering, and the pool
 * it reports is that database's.
 *
 * Web A stands behind a proxy (TRUST_PROXY=1: the test is that proxy) and serves metrics; web B
 * takes clients directly and calls every request slow (SLOW_REQUEST_MS=0).
 */
let kakao: KakaoStandIn | undefined;
let cms: Part | undefined;
let webA: Part | undefined;
let webB: Part | undefined;
let dir: string;
let cmsEnv: NodeJS.ProcessEnv;
let cmsUrl: string;
let webAUrl: string;
let webBUrl: string;
let cmsMetricsPort: number;
let database: 'sqlite' | 'postgres';
let webMetricsPort: number;

type Line = Record<string, unknown>;

/** The JSON lines a process wrote so far (stack.mjs keeps the last 20 KB of its output). */
function linesOf(part: Part): Line[] {
  return (part.output ?? '').split('\n').flatMap((text) => {
    if (!text.startsWith('{')) return [];
    try {
      return [JSON.parse(text) as Line];
    } catch {
      return [];
    }
  });
}

/** Logs are written after the answer, off its path: wait for the line. */
async function eventually<T>(find: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A metric's value in a Prometheus text exposition, by name and labels (0 when the series does not exist yet). */
function metric(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return 0;
}
/**
 * A scrape once `name{labels}` reads `expected`: a request is counted when its answer has been
 * written, a moment after the client may have read it. Never reaching it (one count too few or
 * too many) fails.
 */
async function scrapeWhen(port: number, name: string, labels: Record<string, string>, expected: number): Promise<string> {
  let text = '';
  await eventually(
    async () => {
      text = await scrape(port);
      return metric(text, name, labels) === expected ? true : undefined;
    },
    `${name} ${JSON.stringify(labels)} = ${expected}`,
  );
  return text;
}
const scrape = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A POST whose body is still being sent: the headers and the first bytes now, the rest when
 * `finish()` is called; `answer` is the status line the server then sends.
 */
function slowPost(port: number, urlPath: string, body: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const answer = new Promise<string>((resolve, reject) => {
    socket.once('close', () => resolve(received.split('\r\n')[0]));
    socket.once('error', reject);
  });
  socket.write(
    `POST ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
  );
  return { answer, finish: () => socket.write(body.slice(5)) };
}

// 'close', not 'exit': a process can exit before its last log line has been read from the pipe,
// and the tests read that line as soon as this settles.
const exited = (part: Part) =>
  new Promise<number | null>((resolve) => {
    if (part.exitCode !== null && (part.stdout?.readableEnded ?? true)) resolve(part.exitCode);
    else part.once('close', (code) => resolve(code));
  });

function webEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return cleanEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    CMS_URL: cmsUrl,
    SITE_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: crypto.randomBytes(24).toString('base64url'),
    WEB_CMS_SECRET: cmsEnv.WEB_CMS_SECRET!,
    PREVIEW_SECRET: cmsEnv.PREVIEW_SECRET!,
    KAKAO_CLIENT_ID: kakao!.clientId,
    KAKAO_AUTHORIZE_URL: kakao!.urls.authorize,
    KAKAO_TOKEN_URL: kakao!.urls.token,
    // Every page asks the CMS.
    CONTENT_CACHE_SECONDS: '0',
    PAGE_CACHE_SECONDS: '0',
    ...extra,
  });
}

beforeAll(async () => {
  kakao = await startKakaoStandIn({ appId: 929292 });
  const dbFile = tempDbFile('observability');
  dir = path.dirname(dbFile);
  const db = await testDatabase(dbFile);
  database = db.client;
  const [cmsPort, webAPort, webBPort] = [await freePort(), await freePort(), await freePort()];
  [cmsMetricsPort, webMetricsPort] = [await freePort(), await freePort()];
  cmsUrl = `http://127.0.0.1:${cmsPort}`;
  webAUrl = `http://127.0.0.1:${webAPort}`;
  webBUrl = `http://127.0.0.1:${webBPort}`;
  cmsEnv = cleanEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    ...(db.client === 'postgres' ? { DATABASE_URL: db.url } : { DATABASE_FILENAME: db.filename }),
    ...freshSecrets(),
    PREVIEW_SECRET: crypto.randomBytes(24).toString('base64url'),
    ...standInEnv(kakao),
    CMS_LOG_LEVEL: 'info',
    CMS_METRICS_PORT: String(cmsMetricsPort),
    LIBRARY_INDEX_AT_BOOT: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
  });
  cms = await startCms(cmsEnv, { quiet: true });
  [webA, webB] = await Promise.all([
    startWeb(webEnv(webAPort, { TRUST_PROXY: '1', WEB_METRICS_PORT: String(webMetricsPort) }), { quiet: true }),
    startWeb(webEnv(webBPort, { SLOW_REQUEST_MS: '0' }), { quiet: true }),
  ]);
});

afterAll(async () => {
  await stopAll([webA, webB, cms]);
  await kakao?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('one request id across web and the CMS', () => {
  it('the trusted proxy’s id is answered, and names the page in web’s log and its calls in the CMS’s', async () => {
    const id = `nginx${crypto.randomBytes(16).toString('hex')}`;
    const res = await fetch(`${webAUrl}/`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    const line = await eventually(() => linesOf(webA!).find((l) => l.request_id === id), 'web line');
    expect(line).toMatchObject({ level: 'info', service: 'web', method: 'GET', path: '/', status: 200, client: '127.0.0.1' });
    expect(typeof line.ms).toBe('number');
    const calls = await eventually(() => {
      const found = linesOf(cms!).filter((l) => l.request_id === id);
      return found.length ? found : undefined;
    }, 'CMS line');
    for (const call of calls) expect(call).toMatchObject({ level: 'info', service: 'cms', method: 'GET', status: 200 });
    expect(calls.map((c) => c.path)).toContain('/api/home-page');
  });

  it('without one, web makes an id and the CMS logs the same', async () => {
    const res = await fetch(`${webAUrl}/`);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => linesOf(webA!).find((l) => l.request_id === id), 'web line');
    await eventually(() => linesOf(cms!).find((l) => l.request_id === id), 'CMS line');
  });

  it('a malformed id, even from the proxy, is replaced and written nowhere', async () => {
    for (const forged of ['x1y2z3', 'L'.repeat(70), 'two words here', '"},{"level":"fatal"']) {
      const res = await fetch(`${webAUrl}/`, { headers: { 'x-request-id': forged } });
      const id = res.headers.get('x-request-id')!;
      expect(id).not.toBe(forged);
      await eventually(() => linesOf(cms!).find((l) => l.request_id === id), 'CMS line');
      expect(webA!.output).not.toContain(forged);
      expect(cms!.output).not.toContain(forged);
    }
  });

  it('a client that is not the trusted proxy cannot choose the id', async () => {
    const forged = `forged${crypto.randomBytes(8).toString('hex')}`;
    const res = await fetch(`${webBUrl}/`, { headers: { 'x-request-id': forged } });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id')!;
    expect(id).not.toBe(forged);
    await eventually(() => linesOf(webB!).find((l) => l.request_id === id), 'web line');
    await eventually(() => linesOf(cms!).find((l) => l.request_id === id), 'CMS line');
    expect(webB!.output).not.toContain(forged);
    expect(cms!.output).not.toContain(forged);
  });

  it('logs paths only: no query string (an OAuth code), no cookie, no calendar feed token', async () => {
    const code = `code${crypto.randomBytes(12).toString('hex')}`;
    const cookie = `cookie${crypto.randomBytes(12).toString('hex')}`;
    // The shape of a real feed token, so web asks the CMS for it.
    const token = crypto.randomBytes(32).toString('base64url');
    // An OAuth return: web turns the code (not the stand-in's) away, and the code stays out of the log.
    const oauth = await fetch(`${webAUrl}/v1/session/oauth?code=${code}&state=${code}`, {
      headers: { cookie: `ds_session=${cookie}` },
      redirect: 'manual',
    });
    const feed = await fetch(`${webAUrl}/calendar/feed/${token}.ics`);
    expect(feed.status).toBe(404);
    const direct = await fetch(`${cmsUrl}/api/v2/apply/semester-check?note=${code}`);
    expect(direct.status).toBe(200);
    const lineOf = (part: Part, res: Response) =>
      eventually(() => linesOf(part).find((l) => l.request_id === res.headers.get('x-request-id')), `line of ${res.url}`);
    expect(await lineOf(webA!, oauth)).toMatchObject({ path: '/v1/session/oauth' });
    expect(await lineOf(webA!, feed)).toMatchObject({ path: '/calendar/feed/…' });
    // Web asked the CMS for the feed: its line hides the token too.
    expect(await lineOf(cms!, feed)).toMatchObject({ path: '/api/v1/calendar/feed/…', status: 404 });
    expect(await lineOf(cms!, direct)).toMatchObject({ path: '/api/v2/apply/semester-check' });
    for (const secret of [code, cookie, token]) {
      expect(webA!.output).not.toContain(secret);
      expect(cms!.output).not.toContain(secret);
    }
  });
});

describe('metrics', () => {
  it('web counts a request under its route pattern, with its CMS calls and cache lookups', async () => {
    const before = await scrape(webMetricsPort);
    const page = { method: 'GET', route: '/articles/:articleType', status: '200' };
    expect((await fetch(`${webAUrl}/articles/notice`)).status).toBe(200);
    const after = await scrapeWhen(webMetricsPort, 'web_http_requests_total', page, metric(before, 'web_http_requests_total', page) + 1);
    // No series per path: the article's words are not a label.
    expect(after).not.toContain('route="/articles/notice"');
    const content = { result: 'miss' };
    expect(metric(after, 'web_content_cache_lookups_total', content)).toBeGreaterThan(
      metric(before, 'web_content_cache_lookups_total', content),
    );
    // The list of notices is /api/v2/admin/articles/notice on the CMS: counted as its leading words.
    const calls = (text: string) => metric(text, 'web_cms_requests_total', { target: 'v2/admin', status_class: '2xx' });
    expect(calls(after)).toBeGreaterThan(calls(before));
    expect(metric(after, 'web_page_cache_lookups_total', { result: 'miss' })).toBeGreaterThan(
      metric(before, 'web_page_cache_lookups_total', { result: 'miss' }),
    );
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(after).toMatch(/^web_http_request_duration_seconds_count\{method="GET",route="\/articles\/:articleType"\} \d/m);
  });

  it('the CMS counts a request under Strapi’s route and reports its database pool', async () => {
    const route = { method: 'GET', route: '/api/v2/apply/semester-check', status: '200' };
    const before = await scrape(cmsMetricsPort);
    expect((await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).status).toBe(200);
    const after = await scrapeWhen(cmsMetricsPort, 'cms_http_requests_total', route, metric(before, 'cms_http_requests_total', route) + 1);
    // SQLite: one connection (one writer); PostgreSQL: DATABASE_POOL_MAX, unset here.
    expect(metric(after, 'cms_db_pool_max')).toBe(database === 'postgres' ? DATABASE_POOL_DEFAULTS.max : 1);
    expect(after).toMatch(/^cms_db_pool_connections\{state="free"\} \d/m);
    expect(after).toMatch(/^cms_db_pool_connections\{state="pending"\} 0/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('listen on 127.0.0.1 only, never on the servers the public reaches', async () => {
    // 127.0.0.2 is this machine too: a listener on every address would answer there.
    const control = net.createServer().listen(0, '0.0.0.0');
    await new Promise((r) => control.once('listening', r));
    expect(await connects('127.0.0.2', (control.address() as net.AddressInfo).port)).toBe(true);
    control.close();
    for (const port of [webMetricsPort, cmsMetricsPort]) {
      expect(await connects('127.0.0.1', port)).toBe(true);
      expect(await connects('127.0.0.2', port)).toBe(false);
    }
    const onSite = await fetch(`${webAUrl}/metrics`);
    expect(await onSite.text()).not.toContain('web_http_requests_total');
    const onCms = await fetch(`${cmsUrl}/metrics`);
    expect(onCms.status).toBe(404);
  });
});

describe('slow requests', () => {
  it('web warns with the id and the route', async () => {
    const res = await fetch(`${webBUrl}/articles/notice?page=2`);
    const id = res.headers.get('x-request-id');
    const line = await eventually(() => linesOf(webB!).find((l) => l.request_id === id), 'slow line');
    expect(line).toMatchObject({ level: 'warn', slow: true, route: '/articles/:articleType', path: '/articles/notice', status: 200 });
    expect(String(line.message)).toMatch(/^slow: GET \/articles\/notice 200 /);
  });
});

describe('health and readiness', () => {
  it('web and the CMS are alive and ready, and say so without caching', async () => {
    for (const url of [`${webAUrl}/healthz`, `${webAUrl}/readyz`, `${cmsUrl}/healthz`, `${cmsUrl}/readyz`]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    expect(await (await fetch(`${webAUrl}/readyz`)).json()).toEqual({ ready: true });
    expect(await (await fetch(`${cmsUrl}/readyz`)).json()).toEqual({ ready: true });
    // Strapi's own, which the start scripts wait on.
    expect((await fetch(`${cmsUrl}/_health`)).status).toBe(204);
  });

  it(
    'SIGTERM to the CMS mid-request: answered, stopped, exit 0; web is then alive but not ready, and ready again when a CMS is back on the same database',
    { timeout: 240_000 },
    async () => {
      const stopped = exited(cms!);
      const post = slowPost(Number(new URL(cmsUrl).port), '/api/v1/session/refresh', JSON.stringify({ refresh_token: 'r'.repeat(40) }));
      // The request is in flight once the CMS counts it.
      await eventually(
        async () => (metric(await scrape(cmsMetricsPort), 'cms_http_requests_in_flight') === 1 ? true : undefined),
        'the request in flight',
      );
      cms!.kill('SIGTERM');
      // It no longer takes connections while it finishes: wait for that, not for a guessed time.
      await eventually(
        async () => ((await connects('127.0.0.1', Number(new URL(cmsUrl).port))) ? undefined : true),
        'the CMS closing its port',
      );
      expect(cms!.exitCode).toBeNull();
      expect(await connects('127.0.0.1', Number(new URL(cmsUrl).port))).toBe(false);
      post.finish();
      expect(await post.answer).toBe('HTTP/1.1 401 Unauthorized');
      expect(await stopped).toBe(0);
      expect(cms!.output).toContain('cms stopped: 1 request(s) in flight finished');

      expect((await fetch(`${webAUrl}/healthz`)).status).toBe(200);
      const notReady = await fetch(`${webAUrl}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ ready: false, down: ['cms'] });

      // The same port and database; this one calls every request slow.
      cms = await startCms({ ...cmsEnv, SLOW_REQUEST_MS: '0' }, { quiet: true });
      const ready = await fetch(`${webAUrl}/readyz`);
      expect(ready.status).toBe(200);

      const page = await fetch(`${webAUrl}/`);
      expect(page.status).toBe(200);
      const id = page.headers.get('x-request-id');
      const slow = await eventually(() => linesOf(cms!).find((l) => l.request_id === id && l.path === '/api/home-page'), 'CMS slow line');
      expect(slow).toMatchObject({ level: 'warn', slow: true, route: '/api/home-page', status: 200 });
    },
  );

  it('SIGTERM to web mid-request: answered, stopped with its count, exit 0', async () => {
    const stopped = exited(webA!);
    const post = slowPost(Number(new URL(webAUrl).port), '/', 'x=1&y=2&z=3');
    await eventually(
      async () => (metric(await scrape(webMetricsPort), 'web_http_requests_in_flight') === 1 ? true : undefined),
      'the request in flight',
    );
    webA!.kill('SIGTERM');
    await eventually(async () => ((await connects('127.0.0.1', Number(new URL(webAUrl).port))) ? undefined : true), 'web closing its port');
    expect(webA!.exitCode).toBeNull();
    expect(await connects('127.0.0.1', Number(new URL(webAUrl).port))).toBe(false);
    post.finish();
    // The home page takes no form: Remix answers 405, which is an answer.
    expect(await post.answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(await stopped).toBe(0);
    // The stop's own line, with its count. Not necessarily the last: the answered request's line is
    // written when its connection closes, which on a loaded machine can come after the count.
    const lines = linesOf(webA!);
    expect(lines.find((l) => String(l.message).startsWith('web stopped'))).toMatchObject({
      level: 'info',
      finished: 1,
      cut_off: 0,
      message: 'web stopped: 1 request(s) in flight finished',
    });
    expect(lines.some((l) => l.method === 'POST' && l.status === 405)).toBe(true);
  });
});
