export const KAKAO_PATHS: { authorize: string; token: string; tokenInfo: string; me: string };
export function standInUrls(base: string): { authorize: string; token: string; tokenInfo: string; me: string };
export function kakaoIdFor(email: string): number;
export interface KakaoStandIn {
  url: string;
  appId: number;
  clientId: string;
  urls: { authorize: string; token: string; tokenInfo: string; me: string };
  /** `account` overrides fields of Kakao's kakao_account (e.g. `{ is_email_verified: undefined }`). */
  issueAccessToken(options: { email: string; nickname: string; appId?: number; ttl?: number; account?: Record<string, unknown> }): string;
  stop(): Promise<void>;
}
export function startKakaoStandIn(options?: {
  port?: number;
  host?: string;
  appId?: number;
  clientId?: string;
  tokenTtl?: number;
}): Promise<KakaoStandIn>;
