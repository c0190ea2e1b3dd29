import { cmsEnv } from '@dharma/config/platform/env';
import { kakaoProvider, type KakaoProvider } from './kakao';
import { routeSolapiTo } from './stand-in-route';

let current: { settings: string; provider: KakaoProvider | null; unroute?: () => Promise<void> } | undefined;

/**
 * The KakaoTalk provider as the environment configures it, or null when it does not (notices go by
 * e-mail only). SOLAPI_STAND_IN_URL (npm start, tests) routes the SDK's calls to api.solapi.com to
 * the local stand-in through undici's global dispatcher (the SDK's base URL is fixed and it calls
 * the global fetch); only an address on this machine is taken, and `npm run serve` refuses it.
 */
export function kakaoProviderOf(): KakaoProvider | null {
  const env = cmsEnv();
  const settings = JSON.stringify([
    env.SOLAPI_API_KEY,
    env.SOLAPI_API_SECRET,
    env.SOLAPI_KAKAO_PFID,
    env.SOLAPI_SENDER,
    env.SOLAPI_STAND_IN_URL,
  ]);
  if (current?.settings === settings) return current.provider;
  void current?.unroute?.();
  const { SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_KAKAO_PFID, SOLAPI_SENDER } = env;
  if (!SOLAPI_API_KEY || !SOLAPI_API_SECRET || !SOLAPI_KAKAO_PFID || !SOLAPI_SENDER) {
    current = { settings, provider: null };
    return null;
  }
  const unroute = env.SOLAPI_STAND_IN_URL ? routeSolapiTo(env.SOLAPI_STAND_IN_URL) : undefined;
  current = {
    settings,
    unroute,
    provider: kakaoProvider({
      apiKey: SOLAPI_API_KEY,
      apiSecret: SOLAPI_API_SECRET,
      pfId: SOLAPI_KAKAO_PFID,
      sender: SOLAPI_SENDER,
    }),
  };
  return current.provider;
}

/** The CMS stops: its routing to the stand-in goes with it (tests run CMSs one after another in one process). */
export async function forgetKakaoProvider(): Promise<void> {
  const unroute = current?.unroute;
  current = undefined;
  await unroute?.();
}
