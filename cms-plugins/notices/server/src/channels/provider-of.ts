import { cmsEnv } from '@dharma/config/platform/env';
import { kakaoProvider, type KakaoProvider } from './kakao';
import { routeSolapiTo } from './stand-in-route';

let current: { settings: string; provider: KakaoProvider | null; unroute?: () => Promise<void> } | undefined;

/**
 * The KakaoTalk provider as the environment configures it, or null when it does not (notices go by
 * e-mail only). Outside production, SOLAPI_STAND_IN_URL routes the SDK's calls to api.solapi.com to
 * the local stand-in through undici's global dispatcher (the SDK's base URL is fixed and it calls
 * the global fetch); the environment's schema refuses that setting in production.
 */
export function kakaoProviderOf(): KakaoProvider | null {
  const env = cmsEnv();
  const settings = JSON.stringify([
    env.SOLAPI_API_KEY,
    env.SOLAPI_API_SECRET,
    env.SOLAPI_KAKAO_PFID,
    env.SOLAPI_SENDER,
    env.NOTICE_KAKAO_FALLBACK,
    env.SOLAPI_STAND_IN_URL,
  ]);
  if (current?.settings === settings) return current.provider;
  void current?.unroute?.();
  const { SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_KAKAO_PFID, SOLAPI_SENDER } = env;
  if (!SOLAPI_API_KEY || !SOLAPI_API_SECRET || !SOLAPI_KAKAO_PFID || !SOLAPI_SENDER) {
    current = { settings, provider: null };
    return null;
  }
  const unroute = env.SOLAPI_STAND_IN_URL && env.NODE_ENV !== 'production' ? routeSolapiTo(env.SOLAPI_STAND_IN_URL) : undefined;
  current = {
    settings,
    unroute,
    provider: kakaoProvider({
      apiKey: SOLAPI_API_KEY,
      apiSecret: SOLAPI_API_SECRET,
      pfId: SOLAPI_KAKAO_PFID,
      sender: SOLAPI_SENDER,
      fallback: env.NOTICE_KAKAO_FALLBACK,
    }),
  };
  return current.provider;
}
