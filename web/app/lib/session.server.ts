import { createCookie, createCookieSessionStorage, type Session } from '@remix-run/node';
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

export function sessionStorage() {
  if (!storage) {
    const { SESSION_SECRET, SITE_URL } = env();
    storage = createCookieSessionStorage<SessionData, FlashData>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: 'lax',
        secure: SITE_URL.startsWith('https://'),
        path: '/',
        secrets: [SESSION_SECRET],
        // The cookie need not outlive the refresh token it carries.
        maxAge: REFRESH_TOKEN_TTL_SECONDS,
      },
    });
  }
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData, FlashData>> {
  return sessionStorage().getSession(request.headers.get('Cookie'));
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
