import { readJson, request, serverHeaders } from '../cms.server';

/**
 * The sign-in's own calls (the CMS's `/api/v1/session` routes). Web makes them as itself, with
 * the learner's address, never with a learner's access token: they are how one is got or ended.
 */
export type CmsTokens = { access_token: string; refresh_token: string };

/** The CMS checks the Kakao token with Kakao and answers with our own tokens. */
export async function exchangeKakaoToken(kakaoAccessToken: string, clientIp: string | null): Promise<CmsTokens> {
  const path = '/api/v1/session/exchange';
  const res = await request(path, {
    method: 'POST',
    headers: serverHeaders(clientIp),
    body: JSON.stringify({ kakao_access_token: kakaoAccessToken }),
  });
  return readJson<CmsTokens>(res, path);
}

/** Rotates both tokens; the caller reads the answer's status (a used or ended token is a 401). */
export const refreshSignIn = (refreshToken: string, clientIp: string | null) =>
  request('/api/v1/session/refresh', {
    method: 'POST',
    headers: serverHeaders(clientIp),
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

/** Ends the sign-in at the CMS. */
export const endSignIn = (refreshToken: string, clientIp: string | null) =>
  request('/api/v1/session/logout', {
    method: 'POST',
    headers: serverHeaders(clientIp),
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
