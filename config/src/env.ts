import { z } from 'zod';

/**
 * Environment of the processes. Each part parses only what it reads, so a missing variable is
 * named at start-up instead of failing later in a request.
 */
const port = z.coerce.number().int().min(1).max(65535);

export const webEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: port.default(3000),
  CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
  /** The address people use for the site; Kakao sends them back to SITE_URL/v1/session/oauth. */
  SITE_URL: z.string().url().default('http://127.0.0.1:3000'),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters'),
  /** Proves to the CMS that a call comes from this web server (the Kakao exchange). */
  WEB_CMS_SECRET: z.string().min(16, 'WEB_CMS_SECRET must be at least 16 characters'),
  KAKAO_CLIENT_ID: z.string().min(1, 'KAKAO_CLIENT_ID is required (or run npm start, which uses the local stand-in)'),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  KAKAO_AUTHORIZE_URL: z.string().url().default('https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: z.string().url().default('https://kauth.kakao.com/oauth/token'),
  /** Seconds web reuses fetched CMS content; 0 disables (tests). */
  CONTENT_CACHE_SECONDS: z.coerce.number().min(0).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).optional(),
});
export type WebEnv = z.infer<typeof webEnvSchema>;
