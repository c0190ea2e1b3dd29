import crypto from 'node:crypto';
import * as words from '@dharma/config/words';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { solapiStandInEnv } from '../../scripts/lib/stack.mjs';
import { startSolapiStandIn as startStandIn, type SolapiStandIn } from '../../scripts/solapi-stand-in/index.mjs';

export type { SolapiStandIn } from '../../scripts/solapi-stand-in/index.mjs';

/** The SOLAPI stand-in in the test process, and the env that points a CMS at it (`startCms({ env })`). */
export interface TestSolapi extends SolapiStandIn {
  env: ReturnType<typeof solapiStandInEnv>;
}

/**
 * Starts the SOLAPI stand-in (scripts/solapi-stand-in) in the test process on a free port, with
 * keys of its own. The registered templates are the catalogue's (`kakaoTemplateTexts` in
 * @dharma/config/words), the ones the CMS renders, unless the test gives others; a CMS started
 * with `env` routes the SDK's calls to it (SOLAPI_STAND_IN_URL).
 */
export async function startSolapiStandIn(
  options: { templates?: Record<string, string>; pfId?: string; sender?: string } = {},
): Promise<TestSolapi> {
  const keys = {
    apiKey: `test-solapi-${crypto.randomBytes(6).toString('hex')}`,
    apiSecret: crypto.randomBytes(24).toString('base64url'),
    pfId: options.pfId ?? 'KA01PF-TEST-DHARMA',
    sender: options.sender ?? '0212345678',
  };
  const templates = options.templates ?? (words as { kakaoTemplateTexts?: Record<string, string> }).kakaoTemplateTexts;
  const standIn = await startStandIn({ port: await freePort(), ...keys, templates });
  return Object.assign(standIn, { env: solapiStandInEnv(standIn.url, keys) });
}
