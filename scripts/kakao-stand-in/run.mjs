// `node scripts/kakao-stand-in/run.mjs` — the stand-in as its own process (npm start runs it).
import { startKakaoStandIn } from './index.mjs';

try {
  const standIn = await startKakaoStandIn({
    port: Number(process.env.KAKAO_STAND_IN_PORT ?? 9400),
    appId: Number(process.env.KAKAO_APP_ID ?? 100001),
    clientId: process.env.KAKAO_STAND_IN_CLIENT_ID ?? 'dev-kakao-rest-key',
  });
  console.log(`kakao stand-in listening on ${standIn.url}`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => standIn.stop().then(() => process.exit(0)));
} catch (error) {
  console.error(`[kakao stand-in] ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
