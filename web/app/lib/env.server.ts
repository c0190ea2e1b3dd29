import { CONTENT_CACHE_SECONDS, PAGE_CACHE_SECONDS } from '@dharma/config';
import { webEnvSchema, type WebEnv } from '@dharma/config/env';

let parsed: (WebEnv & { CONTENT_CACHE_SECONDS: number; PAGE_CACHE_SECONDS: number }) | undefined;

/** The web server's environment, checked once; a missing secret stops the server with its name. */
export function env() {
  if (!parsed) {
    const result = webEnvSchema.safeParse(process.env);
    if (!result.success) {
      throw new Error(`web environment: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    parsed = {
      ...result.data,
      CONTENT_CACHE_SECONDS: result.data.CONTENT_CACHE_SECONDS ?? CONTENT_CACHE_SECONDS,
      PAGE_CACHE_SECONDS: result.data.PAGE_CACHE_SECONDS ?? PAGE_CACHE_SECONDS,
    };
  }
  return parsed;
}
