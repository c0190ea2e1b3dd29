// The web production server: static assets, a short shared cache for anonymous public pages, and
// the Remix handler. Plain node:http instead of Express: fewer layers on the hottest path.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
} from '@remix-run/node';
import sharedConfig from '@dharma/config';

const { messages } = sharedConfig;

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const build = await import(path.join(here, 'build', 'server', 'index.js'));
const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');

const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 3000);
const SESSION_COOKIE = 'ds_session';
const PAGE_CACHE_MAX = 500;
// Behind a reverse proxy, X-Forwarded-For names the browser; otherwise it is whoever connected.
const TRUST_PROXY = process.env.TRUST_PROXY === 'true';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const TYPES = {
  '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2', '.map': 'application/json',
};

/** Every file of the client build, read once: the set is fixed for the life of the process. */
function loadStatic(dir, prefix = '') {
  const files = new Map();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const [k, v] of loadStatic(full, urlPath)) files.set(k, v);
    else
      files.set(urlPath, {
        body: fs.readFileSync(full),
        type: TYPES[path.extname(entry.name)] ?? 'application/octet-stream',
        // Vite fingerprints everything under /assets; other public files may change between deploys.
        cache: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
  }
  return files;
}
const staticFiles = loadStatic(clientDir);

/**
 * Shared page cache: a page whose response says `s-maxage` is kept that long, and served only to
 * requests without a session (signed-in pages and flash messages are never shared).
 */
const pageCache = new Map();
function cacheable(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}
function sMaxAge(headers) {
  const match = /s-maxage=(\d+)/.exec(headers.get('cache-control') ?? '');
  return match ? Number(match[1]) : 0;
}

function crossSite(req) {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host !== req.headers.host;
    } catch {
      return true;
    }
  }
  if (origin === 'null') return true;
  return req.headers['sec-fetch-site'] === 'cross-site';
}

function toRequest(req, res) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const remote = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  headers.set('x-forwarded-for', TRUST_PROXY && forwarded ? `${forwarded}, ${remote}` : remote);
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(`http://${req.headers.host ?? `${HOST}:${PORT}`}${req.url}`, init);
}

function writeHead(res, status, headers) {
  const out = {};
  for (const [name, value] of headers) if (name !== 'set-cookie') out[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  res.writeHead(status, out);
}

const server = http.createServer(async (req, res) => {
  try {
    const pathname = req.url.split('?')[0];
    // Liveness only: answers without the CMS, so a start script can tell "up" from "CMS down".
    if (pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      return;
    }
    const file = (req.method === 'GET' || req.method === 'HEAD') && staticFiles.get(pathname);
    if (file) {
      res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length, 'cache-control': file.cache });
      res.end(req.method === 'HEAD' ? undefined : file.body);
      return;
    }

    // A state-changing request from another site's page is refused, so no foreign page can act
    // for a signed-in learner (the session cookie is SameSite=Lax as well).
    if (!SAFE_METHODS.has(req.method) && crossSite(req)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(messages.cross_site);
      return;
    }

    const shared = cacheable(req);
    const key = req.url;
    if (shared) {
      const hit = pageCache.get(key);
      if (hit && hit.expires > Date.now()) {
        res.writeHead(hit.status, { ...hit.headers, 'x-page-cache': 'hit' });
        res.end(req.method === 'HEAD' ? undefined : hit.body);
        return;
      }
    }

    const response = await handle(toRequest(req, res));
    const maxAge = sMaxAge(response.headers);
    if (shared && req.method === 'GET' && response.status === 200 && maxAge > 0 && !response.headers.has('set-cookie') && response.body) {
      const body = Buffer.from(await response.arrayBuffer());
      const headers = Object.fromEntries(response.headers);
      headers['content-length'] = String(body.length);
      if (pageCache.size >= PAGE_CACHE_MAX) pageCache.delete(pageCache.keys().next().value);
      pageCache.set(key, { status: 200, headers, body, expires: Date.now() + maxAge * 1000 });
      res.writeHead(200, { ...headers, 'x-page-cache': 'miss' });
      res.end(body);
      return;
    }

    writeHead(res, response.status, response.headers);
    if (response.body && req.method !== 'HEAD') await writeReadableStreamToWritable(response.body, res);
    else res.end();
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(messages.server_error);
  }
});

server.keepAliveTimeout = 65_000;
server.listen(PORT, HOST, () => {
  console.log(`web listening on http://${HOST}:${PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
