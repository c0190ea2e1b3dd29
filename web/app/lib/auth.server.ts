import { redirect } from '@remix-run/node';
import { Authenticator } from 'remix-auth';
import { OAuth2Strategy } from 'remix-auth-oauth2';
import { messages } from '@dharma/config/words';
import { ROLE_ADMIN } from '@dharma/config/rules';
import { CmsError, isRefusal } from './cms.server';
import { env } from './env.server';
import { clientIpOf, LearnerApi } from './learner-api.server';
import { getSessionUser, getStaffUser } from './api/account.server';
import { endSignIn, exchangeKakaoToken, type CmsTokens } from './api/session.server';
import { forgetLearnerSummary } from './api/summary.server';
import {
  commitSession,
  freshSessionWithMessage,
  getSession,
  returnToCookie,
  safePath,
  sessionStorage,
  type SessionUser,
} from './session.server';

/**
 * Kakao sign-in: remix-auth with the OAuth2 strategy (authorization code + PKCE; state in a
 * short-lived cookie). Kakao's token endpoint wants the client credentials in the form body, so
 * the token step is Kakao's own request; the rest is the standard strategy.
 */
class KakaoStrategy extends OAuth2Strategy<CmsTokens> {
  override name = 'kakao';

  protected override async validateAuthorizationCode(code: string, codeVerifier: string) {
    const { KAKAO_TOKEN_URL, KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET, SITE_URL } = env();
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: KAKAO_CLIENT_ID,
      redirect_uri: `${SITE_URL}/v1/session/oauth`,
      code,
      code_verifier: codeVerifier,
      ...(KAKAO_CLIENT_SECRET ? { client_secret: KAKAO_CLIENT_SECRET } : {}),
    });
    const res = await fetch(KAKAO_TOKEN_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body,
      signal: AbortSignal.timeout(8000),
    });
    const json = (await res.json().catch(() => ({}))) as { access_token?: string };
    if (!res.ok || !json.access_token) throw new Error(`Kakao token endpoint answered ${res.status}`);
    const accessToken = json.access_token;
    // The verify callback only needs the access token; this is the slice of arctic's OAuth2Tokens it uses.
    return { accessToken: () => accessToken } as never;
  }
}

let authenticator: Authenticator<CmsTokens> | undefined;

export function kakaoAuthenticator(): Authenticator<CmsTokens> {
  if (!authenticator) {
    const { KAKAO_AUTHORIZE_URL, KAKAO_TOKEN_URL, KAKAO_CLIENT_ID, SITE_URL } = env();
    authenticator = new Authenticator<CmsTokens>();
    authenticator.use(
      new KakaoStrategy(
        {
          cookie: {
            name: 'ds_oauth',
            httpOnly: true,
            sameSite: 'Lax',
            ...(SITE_URL.startsWith('https://') ? { secure: true as const } : {}),
            path: '/v1/session',
            maxAge: 600,
          },
          clientId: KAKAO_CLIENT_ID,
          clientSecret: null,
          authorizationEndpoint: KAKAO_AUTHORIZE_URL,
          tokenEndpoint: KAKAO_TOKEN_URL,
          redirectURI: `${SITE_URL}/v1/session/oauth`,
          scopes: ['account_email', 'profile_nickname'],
        },
        async ({ tokens, request }) => exchangeKakaoToken(tokens.accessToken(), clientIpOf(request)),
      ),
      'kakao',
    );
  }
  return authenticator;
}

export async function fetchSessionUser(api: LearnerApi): Promise<SessionUser> {
  return getSessionUser(api);
}

/**
 * Completes a sign-in: stores the tokens and the session info, then goes to /signup for a learner
 * without a name, else to the kept path or /.
 */
export async function completeSignIn(request: Request, tokens: CmsTokens): Promise<Response> {
  const session = await getSession(request);
  session.unset('user');
  session.set('access_token', tokens.access_token);
  session.set('refresh_token', tokens.refresh_token);
  const api = new LearnerApi(session, clientIpOf(request));
  const user = await fetchSessionUser(api);
  session.set('user', user);
  const returnTo = safePath(await returnToCookie().parse(request.headers.get('Cookie')));
  const headers = new Headers();
  headers.append('Set-Cookie', await commitSession(session));
  if (!user.username) return redirect('/signup', { headers });
  headers.append('Set-Cookie', await returnToCookie().serialize('', { maxAge: 0 }));
  return redirect(returnTo ?? '/', { headers });
}

/** A message for /login when Kakao or the exchange failed; never a crash page. */
export async function signInFailed(request: Request, error: unknown): Promise<Response> {
  const denied = error instanceof Error && /access_denied/.test(`${error.message} ${(error as { code?: string }).code ?? ''}`);
  if (!(error instanceof Response) && !denied) console.error('[sign-in]', error instanceof CmsError ? error.message : error);
  // A failed, cancelled or forged callback changes nothing the browser had: whoever was signed in
  // stays signed in (another site's link to the callback is no way to sign anyone out) and a
  // visitor's cart is still there for the next try.
  const session = await getSession(request);
  session.flash('message', denied ? messages.kakao_denied : messages.kakao_failed);
  return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
}

export interface Learner {
  api: LearnerApi;
  user: SessionUser;
}

/** The signed-in learner, or null (no redirect): for pages anyone may see. */
export async function optionalLearner(request: Request, existing?: Awaited<ReturnType<typeof getSession>>): Promise<Learner | null> {
  const session = existing ?? (await getSession(request));
  const url = new URL(request.url);
  const api = new LearnerApi(session, clientIpOf(request), request.method === 'GET' ? safePath(`${url.pathname}${url.search}`) : null);
  const user = session.get('user');
  if (!api.signedIn || !user) return null;
  return { api, user };
}

/**
 * Guard for login-required pages: a signed-out visitor is told so, their path is kept for a day,
 * and they go to /login. A learner who has not finished sign-up goes to /signup.
 */
export async function requireLearner(
  request: Request,
  { allowWithoutName = false, returnTo }: { allowWithoutName?: boolean; returnTo?: string } = {},
): Promise<Learner> {
  const session = await getSession(request);
  const learner = await optionalLearner(request, session);
  if (!learner) {
    const url = new URL(request.url);
    const headers = new Headers();
    headers.append('Set-Cookie', await freshSessionWithMessage(messages.members_only, session));
    const keep = returnTo ?? (request.method === 'GET' ? `${url.pathname}${url.search}` : null);
    if (keep) headers.append('Set-Cookie', await returnToCookie().serialize(keep));
    throw redirect('/login', { headers });
  }
  if (!learner.user.username && !allowWithoutName) throw redirect('/signup');
  return learner;
}

/**
 * Guard for /admin: staff only; everyone else goes home. Asked of a staff route, so the CMS's
 * staff rules apply from the first page on: a staff sign-in past its back-office lifetime is sent
 * to a fresh Kakao sign-in (LearnerApi). The CMS checks staff rights again on every call.
 */
export async function requireStaff(request: Request): Promise<Learner> {
  const learner = await requireLearner(request);
  let fresh: SessionUser;
  try {
    fresh = await getStaffUser(learner.api);
  } catch (error) {
    if (isRefusal(error, [403])) throw redirect('/', { headers: await learner.api.headers() });
    throw error;
  }
  if (!fresh.roles.includes(ROLE_ADMIN)) throw redirect('/', { headers: await learner.api.headers() });
  return { ...learner, user: fresh };
}

export async function logout(request: Request): Promise<Response> {
  const session = await getSession(request);
  const refreshToken = session.get('refresh_token');
  forgetLearnerSummary(session.get('access_token'));
  if (refreshToken) {
    // A CMS failure must not keep anyone signed in here.
    await endSignIn(refreshToken, clientIpOf(request)).catch(() => undefined);
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await freshSessionWithMessage(messages.logout_done));
  headers.append('Set-Cookie', await returnToCookie().serialize('', { maxAge: 0 }));
  return redirect('/', { headers });
}

/**
 * After the learner deleted their account: the CMS has already ended every sign-in; here the
 * browser's session and kept path go too, and the learner sees the goodbye page.
 */
export async function signOutDeleted(request: Request): Promise<Response> {
  const session = await getSession(request);
  forgetLearnerSummary(session.get('access_token'));
  const headers = new Headers();
  headers.append('Set-Cookie', await sessionStorage().destroySession(session));
  headers.append('Set-Cookie', await returnToCookie().serialize('', { maxAge: 0 }));
  return redirect('/goodbye', { headers });
}
