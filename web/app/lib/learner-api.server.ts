import { redirect, type Session } from '@remix-run/node';
import { messages } from '@dharma/config';
import { BoundedCache } from '@dharma/config/cache';
import { readJson, request } from './cms.server';
import { env } from './env.server';
import { commitSession, freshSessionWithMessage, type FlashData, type SessionData } from './session.server';

/**
 * Calls to the CMS on behalf of a signed-in learner: the one client for them. It sends the
 * access token; on a 401 it refreshes once (rotating both tokens, kept in the session) and
 * retries once. Without a refresh token, or when refresh fails, the session is emptied and the
 * learner goes to /login with 로그인이 필요합니다.
 */

type Tokens = { access_token: string; refresh_token: string };

/**
 * One refresh per refresh token, shared by every request that needs it (a page's loaders run in
 * parallel, and a used refresh token is refused). Results, failures included, are kept a minute
 * for latecomers; the cache is bounded so a flood of bad tokens cannot grow it.
 */
const refreshes = new BoundedCache<Tokens | false>({ max: 10_000, ttlMs: 60_000 });
function refreshOnce(refreshToken: string, clientIp: string | null): Promise<Tokens | false> {
  return refreshes.load(refreshToken, () =>
    request('/api/v1/session/refresh', {
      method: 'POST',
      headers: serverHeaders(clientIp),
      body: JSON.stringify({ refresh_token: refreshToken }),
    })
      .then(async (res): Promise<Tokens | false> => (res.ok ? ((await res.json()) as Tokens) : false))
      .catch((): false => false),
  );
}

export function serverHeaders(clientIp: string | null): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'x-dharma-server-secret': env().WEB_CMS_SECRET,
    ...(clientIp ? { 'x-client-ip': clientIp } : {}),
  };
}

export function clientIpOf(request: Request): string | null {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
}

export class LearnerApi {
  private changed = false;

  constructor(
    readonly session: Session<SessionData, FlashData>,
    private readonly clientIp: string | null,
  ) {}

  get signedIn(): boolean {
    return Boolean(this.session.get('access_token') || this.session.get('refresh_token'));
  }

  async get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  async put<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('PUT', path, body);
  }

  async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const attempt = () =>
      request(path, {
        method,
        headers: { ...serverHeaders(this.clientIp), Authorization: `Bearer ${this.session.get('access_token') ?? ''}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let response = await attempt();
    if (response.status === 401) {
      await this.refresh();
      response = await attempt();
      if (response.status === 401) throw await this.signedOut();
    }
    return readJson<T>(response, path);
  }

  /** A file the CMS sends (bytes, not JSON: `request` reads text), passed on as it came; refreshes once like `send`. */
  async download(path: string): Promise<globalThis.Response> {
    const attempt = () => fetch(new URL(path, env().CMS_URL), { method: 'GET', headers: { ...serverHeaders(this.clientIp), Authorization: `Bearer ${this.session.get('access_token') ?? ''}` } });
    let response = await attempt();
    if (response.status === 401) {
      await this.refresh();
      response = await attempt();
      if (response.status === 401) throw await this.signedOut();
    }
    return response;
  }

  /** New tokens for this session, or the trip to /login. */
  private async refresh(): Promise<void> {
    const refreshToken = this.session.get('refresh_token');
    const tokens = refreshToken ? await refreshOnce(refreshToken, this.clientIp) : null;
    if (!tokens) throw await this.signedOut();
    this.session.set('access_token', tokens.access_token);
    this.session.set('refresh_token', tokens.refresh_token);
    this.changed = true;
  }

  private async signedOut(): Promise<Response> {
    return redirect('/login', { headers: { 'Set-Cookie': await freshSessionWithMessage(messages.login_required) } });
  }

  /** The page changed the session (a cart, a consumed message): commit it with the response. */
  touch(): void {
    this.changed = true;
  }

  /**
   * Headers for a page shown to this learner: never shared by a cache, and Set-Cookie when the
   * session changed during the request (rotated tokens, or touch()).
   */
  async headers(): Promise<Headers> {
    const headers = new Headers({ 'Cache-Control': 'private, no-store' });
    if (this.changed) headers.append('Set-Cookie', await commitSession(this.session));
    return headers;
  }
}
