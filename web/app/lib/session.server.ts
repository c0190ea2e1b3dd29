import crypto from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie, type CookieSerializeOptions } from 'cookie';
import { createCookie, createCookieSessionStorage, createSession, type Cookie, type Session } from '@remix-run/node';
import { BoundedCache } from '@dharma/config/platform/cache';
import { REDIRECT_COOKIE_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, ROLE_ADMIN } from '@dharma/config/rules';
import { env } from './env.server';
import { seal, sealPassword, unseal } from './seal.server';

/**
 * The learner's tokens live only in web's own cookie: httpOnly (page scripts cannot read it),
 * SameSite=Lax, Secure whenever the site is served over https, and sealed: encrypted and
 * authenticated with a key derived from SESSION_SECRET (Iron, @hapi/iron), so neither the tokens
 * nor the learner's e-mail and name can be read from a copied cookie, and no cookie can be made
 * or changed without the key. Over https its name carries the `__Host-` prefix, so the browser
 * keeps it only when set by this very host, Secure, on path / (no sibling domain can plant one).
 * server.mjs knows the base name: requests carrying it never get a shared cached page.
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

/** The cookie's name on this site: `__Host-ds_session` over https, `ds_session` on plain http (development). */
export function sessionCookieName(): string {
  return env().SITE_URL.startsWith('https://') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * A Remix cookie whose value is the session data sealed with Iron. An unreadable, forged,
 * tampered-with or expired value reads as no session at all.
 */
function sealedCookie(name: string, options: CookieSerializeOptions & { maxAge: number }, password: string): Cookie {
  return {
    name,
    isSigned: true,
    expires: undefined,
    async parse(header) {
      const value = header ? parseCookies(header)[name] : undefined;
      return value ? unseal(value, password) : null;
    },
    async serialize(value, overrides) {
      const sealed = value === '' ? '' : await seal(value, password, options.maxAge);
      return serializeCookie(name, sealed, { ...options, ...overrides });
    },
  };
}

function sessionCookie(): Cookie {
  if (!cookie) {
    const { SESSION_SECRET, SITE_URL } = env();
    // A key of its own, derived from the secret, so this use cannot be confused with the secret's others.
    const password = sealPassword(SESSION_SECRET);
    cookie = sealedCookie(
      sessionCookieName(),
      {
        httpOnly: true,
        sameSite: 'lax',
        secure: SITE_URL.startsWith('https://'),
        path: '/',
        // The cookie need not outlive the refresh token it carries.
        maxAge: REFRESH_TOKEN_TTL_SECONDS,
      },
      password,
    );
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
const decodedSessions = new BoundedCache<{ data: Record<string, unknown> }>({ max: 10_000, ttlMs: 60_000 });
/** Which cookie value each session was read from (the refresh cache is keyed by it). */
const cookieValues = new WeakMap<Session<SessionData, FlashData>, string>();

/**
 * The tokens a cookie's sign-in was rotated to in this process, kept a minute: key = the exact
 * cookie value's digest and the refresh token it held. A browser's parallel requests carry the
 * same cookie; one of them rotates the tokens, and the others' responses (a consumed message, a
 * changed cart) would otherwise hand the browser back the used refresh token, which the CMS then
 * takes for a stolen copy. Only that very cookie value ever adopts the newer tokens.
 */
type Tokens = { access_token: string; refresh_token: string };
const rotations = new BoundedCache<Tokens>({ max: 10_000, ttlMs: 60_000 });
/** Sessions that took newer tokens when read: their response must set the cookie again. */
const adoptedNewer = new WeakSet<Session<SessionData, FlashData>>();

function adoptNewerTokens(session: Session<SessionData, FlashData>): boolean {
  const key = cookieKeyOf(session);
  const newer = key ? rotations.get(`${key}:${session.get('refresh_token') ?? ''}`) : undefined;
  if (!newer) return false;
  session.set('access_token', newer.access_token);
  session.set('refresh_token', newer.refresh_token);
  return true;
}

/** A refresh made for this session (read from its cookie): later reads and commits of that cookie take these tokens. */
export function recordRotation(session: Session<SessionData, FlashData>, usedRefreshToken: string, tokens: Tokens): void {
  const key = cookieKeyOf(session);
  if (key) rotations.set(`${key}:${usedRefreshToken}`, tokens);
}

export function getSession(request: Request): Promise<Session<SessionData, FlashData>> {
  return sessionOfCookieHeader(request.headers.get('Cookie'));
}

/**
 * Whether a Cookie header carries a session signed in as staff: asked by server.mjs before it
 * reads a body only staff may send. A forged, changed or expired cookie is no session. The roles
 * are those the sign-in stored: someone made staff later is asked by the back office to sign in
 * again, and someone no longer staff is refused by the page, which asks the CMS.
 */
export async function carriesStaffSession(cookieHeader: string | undefined): Promise<boolean> {
  if (!cookieHeader) return false;
  const session = await sessionOfCookieHeader(cookieHeader);
  return session.get('user')?.roles?.includes(ROLE_ADMIN) ?? false;
}

async function sessionOfCookieHeader(header: string | null): Promise<Session<SessionData, FlashData>> {
  const value = header ? parseCookies(header)[sessionCookieName()] : undefined;
  if (!header || !value) return sessionStorage().getSession(header);
  const { data } = await decodedSessions.load(value, async () => ({
    data: ((await sessionCookie().parse(header)) as Record<string, unknown> | null) ?? {},
  }));
  const session = createSession<SessionData, FlashData>(data as unknown as SessionData);
  cookieValues.set(session, value);
  if (adoptNewerTokens(session)) adoptedNewer.add(session);
  return session;
}

/** Whether this session took newer tokens when read, so its response must carry a new cookie. */
export function tookNewerTokens(session: Session<SessionData, FlashData>): boolean {
  return adoptedNewer.has(session);
}

/**
 * A digest of the exact cookie value this session came from, or null for a new session. Two
 * requests share it only when they carry the very same cookie (one browser's parallel requests).
 */
export function cookieKeyOf(session: Session<SessionData, FlashData>): string | null {
  const value = cookieValues.get(session);
  return value ? crypto.createHash('sha256').update(value).digest('base64url') : null;
}

/** Seals the session into its cookie, with the newest tokens its cookie's sign-in has. */
export function commitSession(session: Session<SessionData, FlashData>): Promise<string> {
  adoptNewerTokens(session);
  return sessionStorage().commitSession(session);
}

/** A cookie value that empties the session (keeping the cart of `keepCartOf`, if given) but carries one message to the next page. */
export async function freshSessionWithMessage(message: string, keepCartOf?: Session<SessionData, FlashData>): Promise<string> {
  const session = await sessionStorage().getSession();
  session.flash('message', message);
  // The courses someone chose are theirs, signed in or not: a trip to /login does not empty the cart.
  const cart = keepCartOf?.get('cart');
  if (cart?.length) session.set('cart', cart);
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
