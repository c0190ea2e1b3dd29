import { redirect, type Session } from '@remix-run/node';
import { messages } from '@dharma/config/words';
import { BoundedCache } from '@dharma/config/platform/cache';
import { failureOf, readJson, request, requestFile, serverHeaders, type CmsFile, type CmsResponse } from './cms.server';
import { endSignIn, refreshSignIn } from './api/session.server';
import {
  commitSession,
  cookieKeyOf,
  freshSessionWithMessage,
  recordRotation,
  returnToCookie,
  tookNewerTokens,
  type FlashData,
  type SessionData,
} from './session.server';

/**
 * Calls to the CMS on behalf of a signed-in learner: the one client for them. It sends the
 * access token; on a 401 it refreshes once (rotating both tokens, kept in the session) and
 * retries once. Without a refresh token, or when refresh fails, the session is emptied and the
 * learner goes to /login with 로그인이 필요합니다.
 */

type Tokens = { access_token: string; refresh_token: string };
/** What a refresh came to: new tokens, a sign-in that is over, or "not now" (busy, rate limited, CMS down). */
type Refreshed = { tokens: Tokens } | { ended: true } | { busy: true };

/**
 * One refresh per cookie, shared by the requests that carry that very cookie (a page's loaders
 * run in parallel, and a used refresh token is refused). Keyed by the exact cookie value, never by
 * the refresh token alone: a different cookie holding the same token (an older copy, a stolen one)
 * gets nothing from here and goes to the CMS, which ends the whole sign-in when a used token comes
 * back. Results are kept a few seconds for latecomers; "not now" is not kept, so the next request
 * tries again. The cache is bounded so a flood of bad cookies cannot grow it.
 */
const refreshes = new BoundedCache<Refreshed>({ max: 10_000, ttlMs: 10_000 });
function refreshOnce(cookieKey: string | null, refreshToken: string, clientIp: string | null): Promise<Refreshed> {
  const refresh = async (): Promise<Refreshed> => {
    const res = await refreshSignIn(refreshToken, clientIp).catch(() => null);
    if (res?.ok) return { tokens: (await res.json()) as Tokens };
    // 401: the token is unknown, expired or ended (reused): this sign-in is over. Anything else
    // (409 a racing rotation, 429 too many refreshes, the CMS unreachable) says nothing about the
    // sign-in: the learner keeps it and tries again.
    if (res?.status === 401 || res?.status === 400) return { ended: true };
    return { busy: true };
  };
  if (!cookieKey) return refresh();
  return refreshes.load(`${cookieKey}:${refreshToken}`, refresh).then((result) => {
    if ('busy' in result) refreshes.delete(`${cookieKey}:${refreshToken}`);
    return result;
  });
}

/**
 * The learner's address as server.mjs established it (the connection's, or the one the trusted
 * proxy added); server.mjs always overwrites this header, so a client cannot choose it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-dharma-client-address';
export function clientIpOf(request: Request): string | null {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || null;
}

/** The CMS's answer to a staff call from a staff sign-in that is too old or has been idle too long. */
const STAFF_REAUTH = 'staff_reauth';

export class LearnerApi {
  private changed: boolean;

  /**
   * `returnTo` is the page to come back to after a fresh sign-in the back office asks for (the
   * GET path of the request), or null.
   */
  constructor(
    readonly session: Session<SessionData, FlashData>,
    private readonly clientIp: string | null,
    private readonly returnTo: string | null = null,
  ) {
    // Another request of this browser rotated the tokens this cookie holds: answer with the new cookie.
    this.changed = tookNewerTokens(session);
  }

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

  /** A file's bytes as the body (the statement upload): the CMS reads them as they are, never as JSON. */
  async upload<T>(path: string, bytes: Uint8Array): Promise<T> {
    return this.send<T>('POST', path, bytes);
  }

  async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const raw = body instanceof Uint8Array;
    const attempt = () =>
      request(path, {
        method,
        headers: {
          ...serverHeaders(this.clientIp),
          ...(raw && { 'Content-Type': 'application/octet-stream' }),
          Authorization: `Bearer ${this.session.get('access_token') ?? ''}`,
        },
        body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      });
    let response = await attempt();
    if (response.status === 401 && isStaffReauth(response)) throw await this.staffReauth();
    if (response.status === 401) {
      await this.refresh();
      response = await attempt();
      if (response.status === 401 && isStaffReauth(response)) throw await this.staffReauth();
      if (response.status === 401) throw await this.signedOut();
    }
    return readJson<T>(response, path);
  }

  /**
   * A file the learner may download (a certificate): the CMS's bytes with their type and name.
   * An answer that is not the file is read as any other CMS answer is (`failureOf`).
   */
  async file(path: string): Promise<CmsFile> {
    const attempt = () =>
      requestFile(path, { ...serverHeaders(this.clientIp), Authorization: `Bearer ${this.session.get('access_token') ?? ''}` });
    const reauth = (f: CmsFile) => f.status === 401 && f.body.toString('utf8').includes(`"${STAFF_REAUTH}"`);
    let file = await attempt();
    if (reauth(file)) throw await this.staffReauth();
    if (file.status === 401) {
      await this.refresh();
      file = await attempt();
      if (reauth(file)) throw await this.staffReauth();
      if (file.status === 401) throw await this.signedOut();
    }
    // Read as every other answer is: a refusal with its Korean reason, "try again", or the 502 answer.
    if (file.status !== 200) throw failureOf(file.status, file.body.toString('utf8'), path);
    return file;
  }

  /** New tokens for this session; the trip to /login when the sign-in is over; "try again" when the CMS cannot say now. */
  private async refresh(): Promise<void> {
    const refreshToken = this.session.get('refresh_token');
    const result = refreshToken ? await refreshOnce(cookieKeyOf(this.session), refreshToken, this.clientIp) : ({ ended: true } as const);
    if ('busy' in result) throw tryAgain();
    if ('ended' in result) throw await this.signedOut();
    recordRotation(this.session, refreshToken!, result.tokens);
    this.session.set('access_token', result.tokens.access_token);
    this.session.set('refresh_token', result.tokens.refresh_token);
    this.changed = true;
  }

  private async signedOut(): Promise<Response> {
    return redirect('/login', { headers: { 'Set-Cookie': await freshSessionWithMessage(messages.login_required, this.session) } });
  }

  /**
   * The back office wants a fresh Kakao sign-in: this one is ended at the CMS (a failure there
   * still signs out here), and the staff member goes to /login with the reason and comes back
   * to the page they asked for.
   */
  private async staffReauth(): Promise<Response> {
    const refreshToken = this.session.get('refresh_token');
    if (refreshToken) {
      await endSignIn(refreshToken, this.clientIp).catch(() => undefined);
    }
    const headers = new Headers();
    headers.append('Set-Cookie', await freshSessionWithMessage(messages.staff_reauth));
    if (this.returnTo) headers.append('Set-Cookie', await returnToCookie().serialize(this.returnTo));
    return redirect('/login', { headers });
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
    // commitSession seals the newest tokens this cookie's sign-in has (a parallel request may have rotated them).
    if (this.changed) headers.append('Set-Cookie', await commitSession(this.session));
    return headers;
  }
}

function isStaffReauth(response: CmsResponse): boolean {
  try {
    return (JSON.parse(response.text()) as { error?: { details?: { reason?: string } } })?.error?.details?.reason === STAFF_REAUTH;
  } catch {
    return false;
  }
}

/** "Not now": the page is refused for a moment, the session stays as it is. */
function tryAgain(): Response {
  return new Response(messages.session_busy, {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2', 'Cache-Control': 'private, no-store' },
  });
}
