import { createCookie, createCookieSessionStorage, createSession, type Cookie, type Session } from '@remix-run/node';
import { BoundedCache } from '@dharma/config/cache';
import { REDIRECT_COOKIE_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@dharma/config';
import { env } from './env.server';

/**
 * The learner's tokens live only in web's own cookie: httpOnly (page scripts cannot read it),
 * SameSite=Lax, Secure whenever the site is served over https, signed with SESSION_SECRET.
 * server.mjs knows the cookie name: requests carrying it never get a shared cached page.
 */
export const SESSION_COOKIE = 'ds_session';

export interface SessionUser {
  username: string | null;
  email: string | null;
  roles: string[];
}

export interface SessionData {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
  /** The register wizard's cart: course codes, kept between steps (works without JavaScript). */
  cart: string[];
}

export interface FlashData {
  message: string;
  error: string;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | undefined;
let cookie: Cookie | undefined;

function sessionCookie(): Cookie {
  if (!cookie) {
    const { SESSION_SECRET, SITE_URL } = env();
    cookie = createCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      secure: SITE_URL.startsWith('https://'),
      path: '/',
      secrets: [SESSION_SECRET],
      // The cookie need not outlive the refresh token it carries.
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    });
  }
  return cookie;
}

export function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData, FlashData>({ cookie: sessionCookie() });
  return storage;
}

/**
 * Reading the cookie (checking its signature, decoding ~1 KB of base64 JSON) is done once per
 * distinct cookie value and reused briefly: a page's root and route loaders both read the
 * session, and a learner's browser sends the same cookie with every request. Each request still
 * gets its own Session object, so what one request changes (a flash message read, a cart) never
 * reaches another.
 */
const SESSION_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);
const decodedSessions = new BoundedCache<{ data: Record<string, unknown> }>({ max: 10_000, ttlMs: 60_000 });

export async function getSession(request: Request): Promise<Session<SessionData, FlashData>> {
  const header = request.headers.get('Cookie');
  const value = header ? SESSION_VALUE.exec(header)?.[1] : undefined;
  if (!header || !value) return sessionStorage().getSession(header);
  const { data } = await decodedSessions.load(value, async () => ({ data: ((await sessionCookie().parse(header)) as Record<string, unknown> | null) ?? {} }));
  return createSession<SessionData, FlashData>(data as unknown as SessionData);
}

export function commitSession(session: Session<SessionData, FlashData>): Promise<string> {
  return sessionStorage().commitSession(session);
}

/** A cookie value that empties the session but carries one message to the next page. */
export async function freshSessionWithMessage(message: string): Promise<string> {
  const session = await sessionStorage().getSession();
  session.flash('message', message);
  return sessionStorage().commitSession(session);
}

/** The path a signed-out visitor asked for, kept one day so sign-in can return there. */
let redirectCookie: ReturnType<typeof createCookie> | undefined;
export function returnToCookie() {
  if (!redirectCookie) {
    redirectCookie = createCookie('ds_return_to', {
      httpOnly: true,
      sameSite: 'lax',
      secure: env().SITE_URL.startsWith('https://'),
      path: '/',
      maxAge: REDIRECT_COOKIE_TTL_SECONDS,
      secrets: [env().SESSION_SECRET],
    });
  }
  return redirectCookie;
}

/** Only our own paths: never an open redirect to another site. */
export function safePath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}
