import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { freePort } from '../support/strapi';

/**
 * The built web server as a process, the way `npm start` runs it: security headers, compression
 * and its refusal to start with a bad environment. Its CMS is not running here (the pages answer
 * with the 503 page), which is enough for what this file checks; the same headers on real pages
 * with a real CMS and a browser are checked in tests/e2e/security.spec.ts.
 */
const webDir = path.resolve(__dirname, '..', '..', 'web');
const random = () => crypto.randomBytes(24).toString('base64url');

function baseEnv(port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    CMS_URL: 'http://127.0.0.1:9',
    // Editors reach the panel at another address than web reaches the CMS.
    CMS_PUBLIC_URL: 'https://panel.example.org/admin',
    SITE_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: random(),
    WEB_CMS_SECRET: random(),
    PREVIEW_SECRET: random(),
    KAKAO_CLIENT_ID: 'test-kakao-client',
    KAKAO_AUTHORIZE_URL: 'http://127.0.0.1:9499/oauth/authorize',
  };
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, [path.join(webDir, 'server.mjs')], { cwd: webDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listening(started: Started, port: number) {
  for (let i = 0; i < 200; i++) {
    if (started.child.exitCode !== null) throw new Error(`web exited: ${started.output()}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`web did not start: ${started.output()}`);
}

/** A raw GET: fetch() would undo the content encoding this file wants to see. */
function get(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decode(res: { headers: http.IncomingHttpHeaders; body: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString();
  return res.body.toString();
}

describe('the web server', () => {
  let port: number;
  let web: Started;
  let script: string;

  beforeAll(async () => {
    port = await freePort();
    web = launch(baseEnv(port));
    await listening(web, port);
    script = `/assets/${fs.readdirSync(path.join(webDir, 'build', 'client', 'assets')).find((f) => f.startsWith('entry.client') && f.endsWith('.js'))}`;
  });

  afterAll(async () => {
    web?.child.kill('SIGTERM');
    await web?.exited;
  });

  it('sends JavaScript compressed with brotli or gzip as the browser asks, and the same bytes', async () => {
    const plain = await get(port, script);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(port, script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length * 0.5);
    expect(decode(br)).toBe(plain.body.toString());
    const gzip = await get(port, script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(plain.body.toString());
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
  });

  it('compresses HTML and CSS too', async () => {
    const page = await get(port, '/', { 'accept-encoding': 'br' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(decode(page)).toContain('<html lang="ko"');
    const css = fs.readdirSync(path.join(webDir, 'build', 'client', 'assets')).find((f) => f.endsWith('.css'))!;
    expect((await get(port, `/assets/${css}`, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('sends the security headers on every response', async () => {
    for (const target of ['/', script, '/favicon.svg', '/no-such-page']) {
      const res = await get(port, target);
      expect(res.headers['x-content-type-options'], target).toBe('nosniff');
      expect(res.headers['x-frame-options'], target).toBe('DENY');
      expect(res.headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, target).toContain("frame-ancestors 'none'");
      // Only YouTube's privacy-enhanced player may be framed by our pages (the video page).
      expect(csp, target).toContain('frame-src https://www.youtube-nocookie.com;');
      expect(csp, target).toContain("default-src 'self'");
      expect(csp, target).toContain("object-src 'none'");
      expect(csp, target).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp, target).toContain("form-action 'self' http://127.0.0.1:9499");
      // HSTS only when the site is served over https.
      expect(res.headers['strict-transport-security'], target).toBeUndefined();
    }
  });

  it('lets the admin panel, and no one else, frame the lesson preview, even a refused link', async () => {
    for (const target of ['/preview/lessons/abc123?status=draft&expires=1&sig=nope', '/preview/lessons/x']) {
      const res = await get(port, target);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, target).toContain('frame-ancestors https://panel.example.org;');
      expect(csp, target).not.toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], target).toBeUndefined();
      expect(csp, target).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    }
    // A page whose path only starts like it is not the preview.
    expect(String((await get(port, '/previewx')).headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('gives every page a fresh nonce that its scripts carry and no other script has', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await get(port, '/');
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
      nonces.add(nonce);
      const html = decode(res);
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });
});

describe('the web server in front of a CMS that answers what no page expects', () => {
  /**
   * Not our CMS but a stand-in for what stands between web and it, or for it failing: a proxy's
   * own 429, Strapi's and Koa's English 405/413/415, a redirect, a body that is no JSON, 5xx, a
   * connection cut. The real CMS's own 429 to a learner's form is in security-web.test.ts.
   */
  let port: number;
  let web: Started;
  let cms: http.Server;
  let answer: (res: http.ServerResponse) => void = (res) => res.end();

  beforeAll(async () => {
    cms = http.createServer((_req, res) => answer(res));
    const cmsPort = await freePort();
    await new Promise<void>((resolve) => cms.listen(cmsPort, '127.0.0.1', resolve));
    port = await freePort();
    web = launch({ ...baseEnv(port), CMS_URL: `http://127.0.0.1:${cmsPort}`, CONTENT_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' });
    await listening(web, port);
  });

  afterAll(async () => {
    web?.child.kill('SIGTERM');
    await web?.exited;
    await new Promise((resolve) => cms?.close(resolve));
  });

  const send =
    (status: number, type: string, body: string, headers: Record<string, string> = {}) =>
    (res: http.ServerResponse) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
  const strapiError = (status: number, name: string, message: string) =>
    send(status, 'application/json', JSON.stringify({ data: null, error: { status, name, message } }));

  it.each([
    ['its 429 (the rate limit)', strapiError(429, 'TooManyRequestsError', messages.rate_limited), 429, messages.rate_limited],
    ['a proxy’s own 429 page', send(429, 'text/html', '<h1>429 Too Many Requests</h1>'), 429, messages.rate_limited],
    [
      'a 429 with a reason of its own (a day’s cap)',
      strapiError(429, 'TooManyRequestsError', messages.notice_address_learner_daily_limit),
      429,
      messages.notice_address_learner_daily_limit,
    ],
    ['a 429 in English', strapiError(429, 'TooManyRequestsError', 'Too Many Requests'), 429, messages.rate_limited],
    ['405 from its router', send(405, 'text/plain', 'Method Not Allowed'), 502, messages.server_error],
    ['413 in English', strapiError(413, 'PayloadTooLargeError', 'request entity too large'), 502, messages.server_error],
    ['415', send(415, 'text/plain', 'Unsupported Media Type'), 502, messages.server_error],
    ['a redirect', send(302, 'text/plain', '', { location: '/elsewhere' }), 502, messages.server_error],
    ['a success that is no JSON', send(200, 'text/html', '<html>maintenance</html>'), 502, messages.server_error],
    ['500', strapiError(500, 'InternalServerError', 'Internal Server Error'), 503, messages.cms_unavailable],
    ['502 from a proxy', send(502, 'text/html', '<h1>Bad Gateway</h1>'), 503, messages.cms_unavailable],
    ['503', send(503, 'application/json', '{"ready":false}'), 503, messages.cms_unavailable],
    ['a connection cut', (res: http.ServerResponse) => res.socket?.destroy(), 503, messages.cms_unavailable],
  ])('answers %s with a Korean page and its own status, never a 500, and logs no stack', async (_what, cmsAnswers, status, words) => {
    answer = cmsAnswers;
    const from = web.output().length;
    const page = await get(port, '/');
    expect(page.status).toBe(status);
    const html = decode(page);
    expect(html).toContain(words);
    expect(html).not.toContain('Unexpected Server Error');
    await new Promise((r) => setTimeout(r, 200));
    expect(web.output().slice(from)).not.toMatch(/\n\s+at /);
  });

  it('still logs a fault of web’s own (a CMS answer of a shape web does not handle) with its stack, as a 500', async () => {
    answer = send(200, 'application/json', '{"data":42}');
    const from = web.output().length;
    expect((await get(port, '/')).status).toBe(500);
    await new Promise((r) => setTimeout(r, 200));
    expect(web.output().slice(from)).toMatch(/TypeError[^\n]*\n\s+at /);
  });
});

describe('the web server over https', () => {
  it('adds HSTS and upgrades insecure requests', async () => {
    const port = await freePort();
    const web = launch({ ...baseEnv(port), SITE_URL: 'https://school.example.org' });
    try {
      await listening(web, port);
      const res = await get(port, '/favicon.svg');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      web.child.kill('SIGTERM');
      await web.exited;
    }
  });
});

describe('a bad environment', () => {
  it.each([
    ['SESSION_SECRET', { SESSION_SECRET: undefined }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['PREVIEW_SECRET', { PREVIEW_SECRET: undefined }],
    ['KAKAO_CLIENT_ID', { KAKAO_CLIENT_ID: '' }],
    ['CMS_URL', { CMS_URL: 'not a url' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
  ])('stops web before it listens, naming %s', async (name, change) => {
    const port = await freePort();
    const web = launch({ ...baseEnv(port), ...change });
    const code = await web.exited;
    expect(code).toBe(1);
    expect(web.output()).toMatch(new RegExp(`web environment: .*${name}`));
    expect(
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => 'listening',
        () => 'refused',
      ),
    ).toBe('refused');
  });
});
