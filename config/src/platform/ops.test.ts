import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  cmsTarget,
  drainable,
  listenForMetrics,
  loggedPath,
  logFormatOf,
  methodLabel,
  requestIdFrom,
  statusClass,
  webRuntime,
} from './ops';
import { parseEnvironment, webEnvSchema } from './env';

describe('requestIdFrom', () => {
  it('keeps a caller’s plain id (nginx’s 32 hex digits, a UUID)', () => {
    expect(requestIdFrom('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    expect(requestIdFrom('3f1c2a7e-9b1d-4c55-8a0e-2f6d9c1b7a10')).toBe('3f1c2a7e-9b1d-4c55-8a0e-2f6d9c1b7a10');
  });

  it('makes a new one for anything else: missing, short, long, line breaks, markup, repeated headers', () => {
    for (const forged of [
      undefined,
      '',
      'short',
      'a'.repeat(65),
      'abc\ndef-ghij',
      '<script>x</script>',
      'id with spaces',
      ['aaaaaaaaaa', 'bbbbbbbbbb'],
    ]) {
      const id = requestIdFrom(forged);
      expect(id).not.toBe(forged);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe('loggedPath', () => {
  it('drops the query string (OAuth codes, signed links, search words)', () => {
    expect(loggedPath('/v1/session/oauth?code=SECRET&state=x')).toBe('/v1/session/oauth');
    expect(loggedPath('/search?q=%EB%B2%95')).toBe('/search');
    expect(loggedPath('/')).toBe('/');
  });

  it('hides a calendar feed’s token on web and on the CMS, not the feed settings route', () => {
    expect(loggedPath('/calendar/feed/abcdefghijklmnop.ics')).toBe('/calendar/feed/…');
    expect(loggedPath('/api/v1/calendar/feed/abcdefghijklmnop')).toBe('/api/v1/calendar/feed/…');
    expect(loggedPath('/api/v1/calendar/feed')).toBe('/api/v1/calendar/feed');
  });

  it('cuts a huge path', () => {
    expect(loggedPath(`/${'x'.repeat(16_000)}`)).toHaveLength(201);
  });
});

describe('metric labels stay few whatever clients send', () => {
  it('methods', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('BREW')).toBe('other');
    expect(methodLabel(undefined)).toBe('other');
  });

  it('status classes', () => {
    expect([200, 304, 404, 503, null, 0].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx', 'error', 'error']);
  });

  it('CMS targets: the fixed leading words of the path, never an id', () => {
    expect(cmsTarget('/api/v2/classes/2026FA/D5/days/3')).toBe('v2/classes');
    expect(cmsTarget('/api/v1/staff/students.csv?q=kim')).toBe('v1/staff');
    expect(cmsTarget('/api/articles/k2j3h4g5')).toBe('articles');
    expect(cmsTarget('/api/home-page?populate[banners][populate]=image')).toBe('home-page');
    expect(cmsTarget('/uploads/photo_abc123.png')).toBe('uploads');
    expect(cmsTarget('/api/12345/x')).toBe('other');
    expect(cmsTarget('/readyz')).toBe('other');
  });
});

describe('LOG_FORMAT', () => {
  const web = (extra: Record<string, string>) =>
    parseEnvironment(
      webEnvSchema,
      { SESSION_SECRET: 's'.repeat(16), WEB_CMS_SECRET: 'w'.repeat(16), KAKAO_CLIENT_ID: 'k', ...extra },
      'web',
    );

  it('is JSON in production and pretty otherwise, unless set', () => {
    expect(logFormatOf(web({ PREVIEW_SECRET: 'p'.repeat(16) }))).toBe('json');
    expect(logFormatOf(web({ NODE_ENV: 'development' }))).toBe('pretty');
    expect(logFormatOf(web({ NODE_ENV: 'development', LOG_FORMAT: 'json' }))).toBe('json');
    expect(logFormatOf(web({ PREVIEW_SECRET: 'p'.repeat(16), LOG_FORMAT: 'pretty' }))).toBe('pretty');
  });

  it('refuses another word, naming the variable', () => {
    expect(() => web({ NODE_ENV: 'development', LOG_FORMAT: 'xml' })).toThrow(/web environment: LOG_FORMAT/);
    expect(() => web({ NODE_ENV: 'development', SLOW_REQUEST_MS: '-1' })).toThrow(/SLOW_REQUEST_MS: must be 0 or more/);
    expect(() => web({ NODE_ENV: 'development', WEB_METRICS_PORT: '70000' })).toThrow(/WEB_METRICS_PORT/);
  });
});

describe('webRuntime', () => {
  it('is one per process, found again under its registered symbol', () => {
    const runtime = webRuntime();
    expect(webRuntime()).toBe(runtime);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('dharma.web.runtime')]).toBe(runtime);
    const seen = runtime.requests.run({ id: 'request-0001' }, () => runtime.requests.getStore()?.id);
    expect(seen).toBe('request-0001');
  });
});

describe('drainable: the stop web and the CMS make on SIGTERM', () => {
  async function serving(handler: http.RequestListener, graceMs: number) {
    const server = http.createServer(handler);
    const drain = drainable(server, graceMs);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { drain, url: `http://127.0.0.1:${port}/` };
  }

  it('lets a request in flight finish, then refuses new connections', async () => {
    const { drain, url } = await serving((_req, res) => setTimeout(() => res.end('done'), 150), 5000);
    const answer = fetch(url).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    expect(drain.inFlight).toBe(1);
    const stopped = await drain.stop();
    expect(await answer).toBe('done');
    expect(stopped).toEqual({ finished: 1, cutOff: 0 });
    await expect(fetch(url)).rejects.toThrow();
  });

  it('cuts off a request that outlasts the grace, and says so', async () => {
    const { drain, url } = await serving(() => {}, 100);
    const answer = fetch(url).catch(() => 'cut off');
    await new Promise((r) => setTimeout(r, 50));
    expect(await drain.stop()).toEqual({ finished: 0, cutOff: 1 });
    expect(await answer).toBe('cut off');
  });
});

describe('the metrics listener', () => {
  it('answers GET /metrics on 127.0.0.1 only, and nothing else', async () => {
    const listener = await listenForMetrics(0, 'TEST_METRICS_PORT', async () => ({ contentType: 'text/plain', body: 'up 1\n' }));
    try {
      const { address, port } = listener.address();
      expect(address).toBe('127.0.0.1');
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect([metrics.status, metrics.headers.get('cache-control'), await metrics.text()]).toEqual([200, 'no-store', 'up 1\n']);
      for (const [method, path] of [
        ['POST', '/metrics'],
        ['GET', '/'],
        ['GET', '/metrics/../admin'],
        ['DELETE', '/metrics'],
      ]) {
        const refused = await fetch(`http://127.0.0.1:${port}${path}`, { method });
        expect(refused.status, `${method} ${path}`).toBe(404);
      }
    } finally {
      await listener.close();
    }
  });

  it('names the variable when its port is taken', async () => {
    const first = await listenForMetrics(0, 'TEST_METRICS_PORT', async () => ({ contentType: 'text/plain', body: '' }));
    try {
      await expect(listenForMetrics(first.address().port, 'CMS_METRICS_PORT', async () => ({ contentType: '', body: '' }))).rejects.toThrow(
        /^CMS_METRICS_PORT=\d+: the metrics listener cannot listen/,
      );
    } finally {
      await first.close();
    }
  });
});
