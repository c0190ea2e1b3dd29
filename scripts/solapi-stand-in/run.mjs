// `node scripts/solapi-stand-in/run.mjs` — the SOLAPI stand-in as its own process (npm start
// runs it when no SOLAPI_API_KEY is set). Each message of a sent group is one line on its output,
// as a developer's view of what the phones got (the e-mail's .eml files play that part for mail).
import { DEV_SOLAPI, DEV_SOLAPI_PORT } from './dev-keys.mjs';
import { startSolapiStandIn } from './index.mjs';

/**
 * The registered KakaoTalk templates, from the catalogue the CMS renders them with (one source for
 * both sides). Undefined when the catalogue has none yet: the stand-in then takes any template.
 * @returns {Promise<Record<string, string> | undefined>}
 */
async function catalogueTemplates() {
  const words = /** @type {{ kakaoTemplateTexts?: Record<string, string> }} */ (await import('@dharma/config/words'));
  return words.kakaoTemplateTexts;
}

try {
  const templates = await catalogueTemplates();
  const standIn = await startSolapiStandIn({
    port: Number(process.env.SOLAPI_STAND_IN_PORT ?? DEV_SOLAPI_PORT),
    apiKey: process.env.SOLAPI_API_KEY ?? DEV_SOLAPI.apiKey,
    apiSecret: process.env.SOLAPI_API_SECRET ?? DEV_SOLAPI.apiSecret,
    pfId: process.env.SOLAPI_KAKAO_PFID ?? DEV_SOLAPI.pfId,
    sender: process.env.SOLAPI_SENDER ?? DEV_SOLAPI.sender,
    templates,
    log: (line) => console.log(`[solapi stand-in] ${line}`),
  });
  console.log(`solapi stand-in listening on ${standIn.url}`);
  if (!templates) {
    console.log('[solapi stand-in] no kakaoTemplateTexts in @dharma/config/words: any template and variables are taken as they come');
  }
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => standIn.stop().then(() => process.exit(0)));
} catch (error) {
  console.error(`[solapi stand-in] ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
