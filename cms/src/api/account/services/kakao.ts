import { cmsEnv } from '@dharma/config/platform/env';

/**
 * Asks Kakao who an access token belongs to. The token must have been issued to OUR app
 * (token info's app_id), or anyone could sign in here with a token from their own Kakao app.
 * URLs default to Kakao's real API; env points them at the local stand-in in development and tests.
 */
export interface KakaoProfile {
  id: string;
  email: string | null;
  nickname: string | null;
}

export type KakaoCheck = { profile: KakaoProfile } | { error: 'invalid' | 'kakao_unreachable' };

export function kakaoUrls() {
  const env = cmsEnv();
  return { tokenInfo: env.KAKAO_TOKEN_INFO_URL, me: env.KAKAO_USER_URL };
}

async function kakaoGet(url: string, token: string): Promise<{ status: number; body: any } | null> {
  try {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5000) });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return null;
  }
}

export async function verifyKakaoToken(token: string): Promise<KakaoCheck> {
  const appId = cmsEnv().KAKAO_APP_ID;
  if (!appId) return { error: 'kakao_unreachable' };
  const urls = kakaoUrls();
  const info = await kakaoGet(urls.tokenInfo, token);
  if (!info || info.status >= 500) return { error: 'kakao_unreachable' };
  if (info.status !== 200 || String(info.body?.app_id) !== String(appId) || !info.body?.id) return { error: 'invalid' };
  const me = await kakaoGet(urls.me, token);
  if (!me || me.status >= 500) return { error: 'kakao_unreachable' };
  if (me.status !== 200 || String(me.body?.id) !== String(info.body.id)) return { error: 'invalid' };
  const account = me.body.kakao_account ?? {};
  // An e-mail counts only when Kakao says it is valid and verified: an account prepared for an
  // e-mail (staff) is taken over by whoever signs in with it, so a missing flag is a "no".
  const verifiedEmail =
    account.email && account.is_email_valid === true && account.is_email_verified === true ? String(account.email).toLowerCase() : null;
  return {
    profile: {
      id: String(me.body.id),
      email: verifiedEmail,
      nickname: account.profile?.nickname ?? me.body.properties?.nickname ?? null,
    },
  };
}
