import path from 'node:path';
import type { KakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { freshSecrets, standInEnv } from '../../scripts/lib/stack.mjs';
import { cleanEnv } from '../../scripts/lib/test-processes';
import { freePort, tempDbFile, testDatabase } from './strapi';

/**
 * The environment of a CMS started as its own production process (the crash tests kill it), on a
 * fresh database of the run's kind (SQLite file, or a PostgreSQL database in that project), with
 * fresh secrets, the Kakao stand-in, sign-in limits out of the way and a pinned clock; `extra`
 * adds what the test is about.
 */
export async function productionCmsEnv(name: string, kakao: KakaoStandIn, now: string, extra: Record<string, string> = {}) {
  const dbFile = tempDbFile(name);
  const db = await testDatabase(dbFile);
  const port = await freePort();
  const env = cleanEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(port),
    ...(db.client === 'postgres' ? { DATABASE_URL: db.url } : { DATABASE_FILENAME: db.filename }),
    ...freshSecrets(),
    ...standInEnv(kakao),
    RATE_LIMIT_EXCHANGE_PER_MINUTE: '1000000',
    RATE_LIMIT_REFRESH_PER_MINUTE: '1000000',
    DHARMA_NOW: now,
    CMS_LOG_LEVEL: 'error',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...extra,
  });
  return { env, dbFile, dir: path.dirname(dbFile), url: `http://127.0.0.1:${port}` };
}
