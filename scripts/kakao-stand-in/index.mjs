// A local stand-in for Kakao Login, for development and tests only. It runs oauth2-mock-server
// (real authorization-code + PKCE flow, signed tokens) behind Kakao's URL paths and answers in
// Kakao's response shapes. Its authorize step is a small form (Email, Nickname, Sign in) so a
// person or a test can sign in as anyone.
import crypto from 'node:crypto';
import http from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { KAKAO_PATHS, standInUrls } from './paths.mjs';

export { KAKAO_PATHS, standInUrls } from './paths.mjs';

/** @typedef {import('./paths.mjs').KakaoUrls} KakaoUrls */

/**
 * A running stand-in.
 * @typedef {object} KakaoStandIn
 * @property {string} url
 * @property {number} appId
 * @property {string} clientId
 * @property {KakaoUrls} urls
 * @property {(options: { email: string, nickname: string, appId?: number, ttl?: number, account?: Record<string, unknown> }) => string} issueAccessToken
 *   `account` overrides fields of Kakao's kakao_account (e.g. `{ is_email_verified: undefined }`).
 * @property {() => Promise<void>} stop
 */

/**
 * Kakao user ids are numbers; the stand-in derives a stable one from the e-mail.
 * @param {string} email
 */
export function kakaoIdFor(email) {
  return Number.parseInt(crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12), 16);
}

const escapeHtml = (/** @type {unknown} */ s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * @param {Record<string, string>} params
 * @param {string} [error]
 */
function authorizePage(params, error) {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kakao (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;background:#fee500;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:24px;border-radius:12px;width:min(92vw,360px)}label{display:block;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;font:inherit}button{margin-top:16px;width:100%;padding:12px;font:inherit;font-weight:700;background:#191919;color:#fff;border:0;border-radius:8px}
.error{color:#b00020}</style></head><body><main><h1>Kakao (local stand-in)</h1>
<p>Development only. Sign in as anyone.</p>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${KAKAO_PATHS.authorize}">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="nickname">Nickname</label><input id="nickname" name="nickname" required>
<button type="submit">Sign in</button>
<button type="submit" name="deny" value="1" formnovalidate style="background:#fff;color:#191919;border:1px solid #191919">Cancel</button>
</form></main></body></html>`;
}

/** @param {import('node:http').IncomingMessage} req */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @param {import('node:http').IncomingMessage} req */
async function readForm(req) {
  return Object.fromEntries(new URLSearchParams((await readBody(req)).toString('utf8')));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Starts the stand-in. `appId` is what token info reports (cms checks it is ours); `clientId` is
 * the REST API key web must present at the token endpoint.
 * @param {{ port?: number, host?: string, appId?: number, clientId?: string, tokenTtl?: number }} [options]
 * @returns {Promise<KakaoStandIn>}
 */
export async function startKakaoStandIn({
  port = 0,
  host = '127.0.0.1',
  appId = 100001,
  clientId = 'dev-kakao-rest-key',
  tokenTtl = 6 * 60 * 60,
} = {}) {
  if (process.env.NODE_ENV === 'production' && process.env.KAKAO_STAND_IN_ALLOW_PRODUCTION !== 'true') {
    throw new Error('The Kakao stand-in refuses to run with NODE_ENV=production. Set KAKAO_CLIENT_ID and the real Kakao keys instead.');
  }
  const mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  const mockUrl = mock.issuer.url;

  /** @type {Map<string, { email: string, nickname: string }>} authorization code → who signs in */
  const identities = new Map();
  /** @type {Map<string, { id: number, email: string, nickname: string, appId: number, expiresAt: number, account?: Record<string, unknown> }>} */
  const tokens = new Map();

  mock.service.on('beforeTokenSigning', (token, req) => {
    const who = req?.body?.code ? identities.get(req.body.code) : undefined;
    if (who) Object.assign(token.payload, { sub: String(kakaoIdFor(who.email)), email: who.email, nickname: who.nickname, app_id: appId });
  });
  mock.service.on('beforeResponse', (response, req) => {
    const body = req.body ?? {};
    const presented =
      body.client_id ??
      Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':')[0];
    const who = identities.get(body.code);
    if (body.grant_type !== 'authorization_code' || !who || decodeURIComponent(presented) !== clientId) {
      response.statusCode = 401;
      response.body = {
        error: 'invalid_grant',
        error_description: 'authorization code not found or client mismatch',
        error_code: 'KOE320',
      };
      return;
    }
    identities.delete(body.code);
    const accessToken = response.body.access_token;
    tokens.set(accessToken, { id: kakaoIdFor(who.email), ...who, appId, expiresAt: Date.now() + tokenTtl * 1000 });
    // Kakao's token response shape.
    response.body = {
      token_type: 'bearer',
      access_token: accessToken,
      expires_in: tokenTtl,
      refresh_token: crypto.randomUUID(),
      refresh_token_expires_in: 60 * 24 * 60 * 60,
      scope: 'account_email profile_nickname',
    };
  });

  const identify = (/** @type {import('node:http').IncomingMessage} */ req) => {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const entry = bearer && tokens.get(bearer);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (url.pathname === KAKAO_PATHS.authorize && req.method === 'GET') {
        const params = Object.fromEntries(url.searchParams);
        if (params.client_id !== clientId) return json(res, 400, { error: 'invalid_client', error_code: 'KOE101' });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(authorizePage(params));
      }
      if (url.pathname === KAKAO_PATHS.authorize && req.method === 'POST') {
        const { email = '', nickname = '', deny, ...params } = await readForm(req);
        const back = new URL(params.redirect_uri);
        if (deny) {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'User denied access');
          if (params.state) back.searchParams.set('state', params.state);
          res.writeHead(302, { location: back.toString() });
          return res.end();
        }
        if (!email.includes('@') || !nickname.trim()) {
          res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(authorizePage(params, 'Email and Nickname are required.'));
        }
        // Let oauth2-mock-server mint the code (it keeps the PKCE challenge for the token step).
        const issue = new URL('/authorize', mockUrl);
        for (const [k, v] of Object.entries(params)) issue.searchParams.set(k, v);
        const minted = await fetch(issue, { redirect: 'manual' });
        // The mock answers /authorize with a redirect that carries the code.
        const location = new URL(/** @type {string} */ (minted.headers.get('location')));
        identities.set(/** @type {string} */ (location.searchParams.get('code')), { email: email.trim(), nickname: nickname.trim() });
        res.writeHead(302, { location: location.toString() });
        return res.end();
      }
      if (url.pathname === KAKAO_PATHS.token && req.method === 'POST') {
        const upstream = await fetch(new URL('/token', mockUrl), {
          method: 'POST',
          headers: {
            'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded',
            ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          },
          body: await readBody(req),
        });
        res.writeHead(upstream.status, { 'content-type': 'application/json;charset=utf-8', 'cache-control': 'no-store' });
        return res.end(await upstream.text());
      }
      if (url.pathname === KAKAO_PATHS.tokenInfo && req.method === 'GET') {
        const who = identify(req);
        if (!who) return json(res, 401, { msg: 'this access token does not exist', code: -401 });
        return json(res, 200, { id: who.id, expires_in: Math.floor((who.expiresAt - Date.now()) / 1000), app_id: who.appId });
      }
      if (url.pathname === KAKAO_PATHS.me && (req.method === 'GET' || req.method === 'POST')) {
        const who = identify(req);
        if (!who) return json(res, 401, { msg: 'this access token does not exist', code: -401 });
        return json(res, 200, {
          id: who.id,
          connected_at: new Date().toISOString(),
          properties: { nickname: who.nickname },
          kakao_account: {
            profile_nickname_needs_agreement: false,
            profile: { nickname: who.nickname, is_default_nickname: false },
            has_email: true,
            email_needs_agreement: false,
            is_email_valid: true,
            is_email_verified: true,
            email: who.email,
            // A test may give Kakao's account other flags (an unverified e-mail, say).
            ...who.account,
          },
        });
      }
      json(res, 404, { msg: 'not found', code: -404 });
    } catch (error) {
      json(res, 500, { msg: String(/** @type {Error} */ (error)?.message ?? error), code: -500 });
    }
  });

  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, host, resolve)));
  const url = `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  return {
    url,
    appId,
    clientId,
    urls: standInUrls(url),
    /** An access token as Kakao would issue it, for tests (appId may be another app's). */
    issueAccessToken({ email, nickname, appId: tokenAppId = appId, ttl = tokenTtl, account = undefined }) {
      const token = `stand-in-${crypto.randomBytes(24).toString('base64url')}`;
      tokens.set(token, { id: kakaoIdFor(email), email, nickname, appId: tokenAppId, expiresAt: Date.now() + ttl * 1000, account });
      return token;
    },
    async stop() {
      await /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve())));
      await mock.stop();
    },
  };
}
