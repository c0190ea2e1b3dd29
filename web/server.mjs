// The web production server: static assets, a short shared cache for anonymous public pages, and
// the Remix handler, behind security headers (helmet) and compression. Plain node:http instead of
// Express: fewer layers on the hottest path; helmet and compression are Connect-style middleware
// and run on it as they are.
import http from 'node:http';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import helmet from 'helmet';
import Negotiator from 'negotiator';
import proxyAddr from 'proxy-addr';
import getRawBody from 'raw-body';
import { createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node';
import sharedConfig from '@dharma/config';
import envConfig from '@dharma/config/env';
import cacheConfig from '@dharma/config/cache';

const { messages, WEB_BODY_LIMIT_BYTES } = sharedConfig;
const { BoundedCache } = cacheConfig;

// A bad environment stops the server here, before it listens, naming the variable. The app's
// env() returns this same parse.
let env;
try {
  env = envConfig.webEnv();
} catch (error) {
  console.error(`[web] ${error.message}`);
  process.exit(1);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const build = await import(path.join(here, 'build', 'server', 'index.js'));
const handle = createRequestHandler(build, env.NODE_ENV);

const SESSION_COOKIE = 'ds_session';
const PAGE_CACHE_MAX = 500;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The route modules read the learner's address from this header only; it is always overwritten here.
const CLIENT_ADDRESS_HEADER = 'x-dharma-client-address';

/**
 * How many reverse proxies stand in front of web (TRUST_PROXY: `true` is one). Each trusted proxy
 * appends the address it received the request from to X-Forwarded-For, so the learner's address
 * is the entry that many places from the right; whatever the client itself wrote further left
 * (anyone can send the header) is never believed.
 */
const PROXY_HOPS = env.TRUST_PROXY === 'true' ? 1 : Number(env.TRUST_PROXY ?? 0) || 0;

/**
 * The learner's address: the connection's own, or the one the outermost trusted proxy saw
 * (proxy-addr, as Express reads `trust proxy` with a hop count). An entry that is not an IP
 * address (a proxy passing on junk) falls back to the next proxy inward.
 */
function clientAddressOf(req) {
  for (let hops = PROXY_HOPS; hops > 0; hops--) {
    // Trust the connection and the first `hops - 1` addresses proxies appended (as Express does for a number).
    const address = proxyAddr(req, (_address, i) => i < hops);
    if (net.isIP(address)) return address;
  }
  return req.socket.remoteAddress ?? '';
}
const HTTPS = env.SITE_URL.startsWith('https://');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;
const ENCODINGS = ['br', 'gzip', 'identity'];

/** The best encoding this browser accepts: brotli before gzip when it takes both equally. */
function encodingFor(req) {
  return new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity';
}

/**
 * Every file of the client build, read once and compressed once: the set is fixed for the life of
 * the process, so no request pays for compressing a file. Brotli quality 9 takes ~0.5 s for the
 * whole build at start-up and comes within 7 % of quality 11, which takes ~4 s.
 */
function loadStatic(dir, prefix = '') {
  const files = new Map();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) {
      for (const [k, v] of loadStatic(full, urlPath)) files.set(k, v);
      continue;
    }
    const body = fs.readFileSync(full);
    const type = TYPES[path.extname(entry.name)] ?? 'application/octet-stream';
    const compress = COMPRESSIBLE.test(type) && body.length > 1024;
    files.set(urlPath, {
      body,
      type,
      br: compress
        ? zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : null,
      gzip: compress ? zlib.gzipSync(body, { level: 9 }) : null,
      // Vite fingerprints everything under /assets; other public files may change between deploys.
      cache: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    });
  }
  return files;
}
const staticFiles = loadStatic(clientDir);

/** Writes a body that exists in several encodings, choosing the one the browser asked for. */
function sendEncoded(req, res, status, headers, variants) {
  const encoding = variants.br ? encodingFor(req) : 'identity';
  const body = (encoding !== 'identity' && variants[encoding]) || variants.identity;
  const out = { ...headers, 'content-length': body.length };
  if (variants.br) out.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  if (body !== variants.identity) out['content-encoding'] = encoding;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Shared page cache: a page whose response says `s-maxage` is kept that long, and served only to
 * requests without a session (signed-in pages and flash messages are never shared). An entry keeps
 * the nonce its HTML was rendered with: its CSP header must name that nonce, and the nonce only
 * authorises the scripts of that fixed body. Compressed forms are made once per entry.
 */
const pageCache = new BoundedCache({ max: PAGE_CACHE_MAX, ttlMs: env.PAGE_CACHE_SECONDS * 1000 });
function cacheable(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}
function sMaxAge(headers) {
  const match = /s-maxage=(\d+)/.exec(headers.get('cache-control') ?? '');
  return match ? Number(match[1]) : 0;
}
function variantsOf(entry) {
  if (!entry.variants) {
    const compress = COMPRESSIBLE.test(entry.headers['content-type'] ?? '') && entry.body.length > 1024;
    entry.variants = {
      identity: entry.body,
      br: compress ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : null,
      gzip: compress ? zlib.gzipSync(entry.body, { level: 6 }) : null,
    };
  }
  return entry.variants;
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

/**
 * The body of a request, read whole before any route sees it: at most WEB_BODY_LIMIT_BYTES (forms
 * send a few KB). A declared Content-Length over the limit is refused before a byte is read; a
 * chunked body is counted as it arrives and refused the moment it passes the limit. Either way the
 * answer is 413 and nothing reaches a route.
 */
class BodyTooLarge extends Error {}
async function readBody(req) {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > WEB_BODY_LIMIT_BYTES) throw new BodyTooLarge();
  try {
    return await getRawBody(req, { limit: WEB_BODY_LIMIT_BYTES, length: declared });
  } catch (error) {
    if (error?.type === 'entity.too.large') throw new BodyTooLarge();
    throw error;
  }
}

/**
 * 413, then the connection closes. What the client keeps sending meanwhile is read and thrown
 * away (never kept), so it can read the answer instead of a reset (a client may push megabytes
 * into the network's buffers before it reads); past 16 MB, or after five seconds, the connection is cut.
 */
const DRAIN_AFTER_REFUSAL_BYTES = 16 * 1024 * 1024;
function refuseBody(req, res) {
  // Not "Connection: close": Node would then close the socket the moment the answer is written,
  // with the unread body still arriving, and the client would see a reset instead of the 413.
  res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(messages.body_too_large);
  let drained = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, 5000);
  req.socket.once('close', () => clearTimeout(timer));
  req.on('data', (chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_AFTER_REFUSAL_BYTES) cut();
  });
  req.resume();
}

function toRequest(req, res, body) {
  // Loaders stop when the browser goes away; a response that finished aborts nothing (an abort
  // builds a DOMException, which on every request was a measurable share of the CPU).
  let controller = new AbortController();
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddressOf(req));
  const init = { method: req.method, headers, signal: controller.signal };
  if (body) init.body = body;
  return new Request(`http://${req.headers.host ?? `${env.HOST}:${env.PORT}`}${req.url}`, init);
}

function writeHead(res, status, headers) {
  const out = {};
  for (const [name, value] of headers) if (name !== 'set-cookie') out[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  res.writeHead(status, out);
}

/**
 * Security headers on every response. Scripts run only from this site or inline with the
 * request's nonce (Remix's hydration scripts); no other site may frame a page (clickjacking),
 * except that the admin panel frames the lesson preview (`/preview/…`, on a signed link); forms
 * post only here, or to Kakao's sign-in page the login form redirects to. Styles allow inline
 * style attributes, which React uses for widths such as progress bars.
 */
const kakaoOrigin = new URL(env.KAKAO_AUTHORIZE_URL).origin;
const panelOrigin = new URL(env.CMS_PUBLIC_URL ?? env.CMS_URL).origin;
const PREVIEW_PREFIX = '/preview/';
const securityFor = ({ framedBy }) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.nonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", kakaoOrigin],
        // The video page embeds YouTube's privacy-enhanced player, and nothing else may be framed.
        frameSrc: ['https://www.youtube-nocookie.com'],
        frameAncestors: framedBy ? [framedBy] : ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(HTTPS ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: HTTPS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // X-Frame-Options cannot name another origin: where the panel may frame, frame-ancestors alone rules.
    xFrameOptions: framedBy ? false : { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
const security = securityFor({ framedBy: null });
const previewSecurity = securityFor({ framedBy: panelOrigin });

// Dynamic responses are compressed as they are written; brotli at a quality that costs about what
// gzip does (the default 11 is for files compressed once, like the static ones above).
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });

async function render(req, res) {
  // A state-changing request from another site's page is refused, so no foreign page can act
  // for a signed-in learner (the session cookie is SameSite=Lax as well).
  if (!SAFE_METHODS.has(req.method) && crossSite(req)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(messages.cross_site);
    return;
  }
  let body = null;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuseBody(req, res);
      // A body that ended early or lied about its length: the client's fault, not a server error.
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      res.end(messages.body_invalid);
      return;
    }
  }
  const shared = cacheable(req);
  const response = await handle(toRequest(req, res, body), { cspNonce: res.locals.nonce });
  const maxAge = sMaxAge(response.headers);
  if (shared && req.method === 'GET' && response.status === 200 && maxAge > 0 && !response.headers.has('set-cookie') && response.body) {
    const body = Buffer.from(await response.arrayBuffer());
    const headers = Object.fromEntries(response.headers);
    headers['content-length'] = String(body.length);
    pageCache.set(req.url, { headers, body, nonce: res.locals.nonce }, maxAge * 1000);
    res.writeHead(200, { ...headers, 'x-page-cache': 'miss' });
    res.end(body);
    return;
  }
  writeHead(res, response.status, response.headers);
  if (response.body && req.method !== 'HEAD') await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

function fail(res, error) {
  console.error(error);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(messages.server_error);
}

const server = http.createServer((req, res) => {
  const pathname = req.url.split('?')[0];
  // Liveness only: answers without the CMS, so a start script can tell "up" from "CMS down".
  if (pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
    return;
  }
  const file = (req.method === 'GET' || req.method === 'HEAD') && staticFiles.get(pathname);
  const hit = !file && cacheable(req) ? pageCache.get(req.url) : undefined;
  res.locals = { nonce: hit?.nonce ?? crypto.randomBytes(16).toString('base64') };
  const headers = pathname.startsWith(PREVIEW_PREFIX) ? previewSecurity : security;
  headers(req, res, (error) => {
    if (error) return fail(res, error);
    if (file) {
      sendEncoded(
        req,
        res,
        200,
        { 'content-type': file.type, 'cache-control': file.cache },
        { identity: file.body, br: file.br, gzip: file.gzip },
      );
      return;
    }
    if (hit) {
      sendEncoded(req, res, 200, { ...hit.headers, 'x-page-cache': 'hit' }, variantsOf(hit));
      return;
    }
    compress(req, res, () => render(req, res).catch((e) => fail(res, e)));
  });
});

server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  console.log(`web listening on http://${env.HOST}:${env.PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
