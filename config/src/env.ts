import { z } from 'zod';
import { ACCESS_LOG_RETENTION_DAYS, ACCESS_LOG_RETENTION_MIN_DAYS } from './records';
import { RATE_LIMITS, rateLimitEnvName, type RateLimitBucket } from './security';

/**
 * Environment of the processes. Each part parses only what it reads, so a missing variable is
 * named at start-up instead of failing later in a request.
 */
const port = z.coerce.number().int().min(1).max(65535);
const previewSecret = z.string().min(16, 'PREVIEW_SECRET must be at least 16 characters');

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
  /**
   * Where editors open the CMS's admin panel (its origin may frame the lesson preview); defaults
   * to CMS_URL, which is right when web and editors reach the CMS at the same address.
   */
  CMS_PUBLIC_URL: z.string().url().optional(),
  /** Checks the CMS's signature on lesson preview links; the same value as the CMS's. */
  PREVIEW_SECRET: previewSecret.optional(),
  KAKAO_CLIENT_ID: z.string().min(1, 'KAKAO_CLIENT_ID is required (or run npm start, which uses the local stand-in)'),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  KAKAO_AUTHORIZE_URL: z.string().url().default('https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: z.string().url().default('https://kauth.kakao.com/oauth/token'),
  /** Seconds web reuses fetched CMS content; 0 disables (tests). */
  CONTENT_CACHE_SECONDS: z.coerce.number().min(0).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).optional(),
  /**
   * Behind reverse proxies: how many of them to trust (`true` = one). The learner's address is
   * the one the outermost trusted proxy added to X-Forwarded-For, counted from the right; what
   * the client itself wrote there further left is never believed.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9])$/, 'TRUST_PROXY must be true, false or the number of proxies in front of web (0–9)')
    .optional(),
}).superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.PREVIEW_SECRET) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['PREVIEW_SECRET'], message: "PREVIEW_SECRET is required in production (the same value as the CMS's; npm start generates it into .env)" });
  }
});
export type WebEnv = z.infer<typeof webEnvSchema>;

const secret = (name: string) => z.string({ required_error: `${name} is required (npm start generates it into .env)` }).min(1, `${name} is required (npm start generates it into .env)`);
const positiveInt = z.coerce
  .number({ invalid_type_error: 'must be a whole number of at least 1' })
  .int('must be a whole number of at least 1')
  .min(1, 'must be a whole number of at least 1');

/**
 * Days the access log keeps an entry. The privacy policy promises at least six months, so a
 * shorter retention is a start-up error rather than a quiet breach of that promise.
 */
const accessLogRetention = z.coerce
  .number({ invalid_type_error: 'must be a whole number' })
  .int('must be a whole number')
  .min(ACCESS_LOG_RETENTION_MIN_DAYS, `must be at least ${ACCESS_LOG_RETENTION_MIN_DAYS} days (six months)`)
  .max(3650, 'must be at most 3650 days')
  .default(ACCESS_LOG_RETENTION_DAYS);

/**
 * The access log's retention in days as the environment sets it (unset or empty: the default).
 * The daily prune reads it here, so it follows the same rule the start-up check applied.
 */
export function accessLogRetentionDays(env: Record<string, string | undefined> = process.env): number {
  return accessLogRetention.parse(env.ACCESS_LOG_RETENTION_DAYS || undefined);
}

/**
 * PostgreSQL connections per CMS process when DATABASE_POOL_MIN / DATABASE_POOL_MAX are unset.
 * Ten covers a burst of applications (each holds one connection for one short transaction) while
 * two processes stay far below PostgreSQL's default of 100 connections.
 */
export const DATABASE_POOL_DEFAULTS = { min: 2, max: 10 } as const;

/**
 * The CMS's environment, checked in Strapi's `register` before anything listens. In production
 * the Kakao app id must be set: without it every sign-in would fail (the CMS only accepts Kakao
 * tokens issued to our app), so that is a start-up error, not a 503 on each sign-in.
 */
export const cmsEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    CMS_PORT: port.default(1337),
    APP_KEYS: secret('APP_KEYS'),
    API_TOKEN_SALT: secret('API_TOKEN_SALT'),
    ADMIN_JWT_SECRET: secret('ADMIN_JWT_SECRET'),
    TRANSFER_TOKEN_SALT: secret('TRANSFER_TOKEN_SALT'),
    JWT_SECRET: secret('JWT_SECRET'),
    ENCRYPTION_KEY: secret('ENCRYPTION_KEY'),
    WEB_CMS_SECRET: z.string().min(16, 'WEB_CMS_SECRET must be at least 16 characters').optional(),
    /** Signs the lesson preview links the panel opens on the site; the same value as web's. */
    PREVIEW_SECRET: previewSecret.optional(),
    /** The site's address: lesson previews open there, and only it may be framed by the panel. */
    SITE_URL: z.string().url().optional(),
    KAKAO_APP_ID: z.string().regex(/^\d+$/, 'KAKAO_APP_ID must be the numeric Kakao app id').optional(),
    KAKAO_TOKEN_INFO_URL: z.string().url().optional(),
    KAKAO_USER_URL: z.string().url().optional(),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt.optional(),
    REFRESH_TOKEN_TTL_SECONDS: positiveInt.optional(),
    REFRESH_TOKEN_MAX_SECONDS: positiveInt.optional(),
    ...(Object.fromEntries((Object.keys(RATE_LIMITS) as RateLimitBucket[]).map((bucket) => [rateLimitEnvName(bucket), positiveInt.optional()])) as Record<
      `RATE_LIMIT_${Uppercase<RateLimitBucket>}_PER_MINUTE`,
      z.ZodOptional<typeof positiveInt>
    >),
    /** The back office's limits on a staff sign-in: since the Kakao sign-in, and since the last staff request. */
    STAFF_SESSION_MAX_SECONDS: positiveInt.optional(),
    STAFF_SESSION_IDLE_SECONDS: positiveInt.optional(),
    /** Seconds after a rotation in which a second use of the old refresh token is a race, not theft. */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(60, 'must be at most 60').optional(),
    /** The address the CMS listens on; loopback unless it is meant to be reached from elsewhere. */
    CMS_HOST: z.string().optional(),
    /** The origins allowed to call the CMS from a browser with credentials: the panel's own (CMS_PUBLIC_URL). */
    CMS_PUBLIC_URL: z.string().url().optional(),
    /** Seconds a verified access token is reused before its session and user are read again. */
    AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
    /** Days the access log keeps an entry; the privacy policy promises at least six months. */
    ACCESS_LOG_RETENTION_DAYS: accessLogRetention,
    DATABASE_URL: z.string().url().optional(),
    DATABASE_CLIENT: z.enum(['sqlite', 'postgres']).optional(),
    /** PostgreSQL connections each CMS process keeps open at least / at most. */
    DATABASE_POOL_MIN: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').optional(),
    DATABASE_POOL_MAX: positiveInt.optional(),
    /** Whether this process runs the scheduled jobs; with several CMS processes exactly one should. */
    CMS_SCHEDULED_JOBS: z.enum(['true', 'false']).optional(),
    SEED_DEMO_CONTENT: z.enum(['true', 'false']).optional(),
    DHARMA_NOW: z
      .string()
      .refine((v) => !Number.isNaN(new Date(v).getTime()), 'DHARMA_NOW must be an ISO date-time')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.WEB_CMS_SECRET) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['WEB_CMS_SECRET'], message: "WEB_CMS_SECRET is required in production (the same value as web's)" });
    }
    if (env.NODE_ENV === 'production' && !env.PREVIEW_SECRET) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['PREVIEW_SECRET'], message: "PREVIEW_SECRET is required in production (the same value as web's)" });
    }
    if (env.DATABASE_POOL_MIN !== undefined && env.DATABASE_POOL_MIN > (env.DATABASE_POOL_MAX ?? DATABASE_POOL_DEFAULTS.max)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['DATABASE_POOL_MIN'], message: `DATABASE_POOL_MIN must not be above DATABASE_POOL_MAX (${env.DATABASE_POOL_MAX ?? DATABASE_POOL_DEFAULTS.max})` });
    }
    if (env.NODE_ENV === 'production' && !env.KAKAO_APP_ID) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['KAKAO_APP_ID'], message: 'KAKAO_APP_ID is required in production (the numeric id of the Kakao app)' });
    }
  });
export type CmsEnv = z.infer<typeof cmsEnvSchema>;

/**
 * Parses a process's environment or throws one error naming every bad variable, e.g.
 * "cms environment: KAKAO_APP_ID: KAKAO_APP_ID is required in production …". Empty strings count
 * as unset, as they do in .env files.
 */
export function parseEnvironment<S extends z.ZodTypeAny>(schema: S, env: Record<string, string | undefined>, part: string): z.infer<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`);
  throw new Error(`${part} environment: ${issues.join('; ')}`);
}
