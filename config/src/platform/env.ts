import { z } from 'zod';
import { CONTENT_CACHE_SECONDS, PAGE_CACHE_SECONDS } from '../rules/policy';
import { ACCESS_LOG_RETENTION_DAYS, ACCESS_LOG_RETENTION_MIN_DAYS } from '../rules/records';
import { LOG_FORMATS, SLOW_REQUEST_MS } from './ops';
import { missingMediaSettings, MEDIA_S3_REQUIRED } from './media';
import { NOTICE_SEND_CONNECTIONS, NOTICE_SEND_PER_MINUTE } from '../rules/notices';
import { AUTH_CACHE_SECONDS, REFRESH_REUSE_GRACE_SECONDS, STAFF_SESSION_IDLE_SECONDS, STAFF_SESSION_MAX_SECONDS } from './security';
import { RATE_LIMITS, rateLimitEnvName, type RateLimitBucket, type RateLimitEnvName } from '../rules/limits';

/**
 * Environment of the processes (the platform room, `@dharma/config/platform/env`; decision 047).
 * Each part parses what it reads, once per process, so a missing variable is named at start-up
 * instead of failing later in a request; code reads the parsed result through `cmsEnv()` /
 * `webEnv()`, never `process.env`, and the defaults live here. The values the school's rules
 * also know (cache seconds, retention, rate limits, notice sending) come from config/src/rules;
 * the processes' own limits from ./security, ./ops and ./media. Nothing in rules, contracts or
 * words reads the environment. .env.example lists every variable of both schemas (env.test.ts
 * holds them to that).
 */
const port = z.coerce.number().int().min(1).max(65535);
const previewSecret = z.string().min(16, 'PREVIEW_SECRET must be at least 16 characters');
/** The site's address on a developer's machine (web's own default). */
const LOCAL_SITE_URL = 'http://127.0.0.1:3000';
const siteUrl = z.string().url().default(LOCAL_SITE_URL);
const kakaoAuthorizeUrl = z.string().url().default('https://kauth.kakao.com/oauth/authorize');
const kakaoTokenUrl = z.string().url().default('https://kauth.kakao.com/oauth/token');
/** A switch written `true` or `false` (as Strapi's env.bool reads it), read as a boolean. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true');
const cacheSeconds = (fallback: number) => z.coerce.number().min(0).default(fallback);
/** json or pretty; unset, logFormatOf() picks JSON in production and pretty otherwise. */
const logFormat = z.enum(LOG_FORMATS).optional();
const slowRequestMs = z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').default(SLOW_REQUEST_MS);
/** An address browsers or the CMS reach over http(s), without a query or fragment (a path is kept). */
const httpUrl = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//i.test(v) && !/[?#]/.test(v), 'must be an http(s) address without ? or #');
/** Where browsers load media from when they are in a bucket (config/src/platform/media.ts); both processes read it. */
const mediaPublicUrl = httpUrl.optional();

/** In production, a setting it cannot run without: unset, an issue naming it and why it is needed. */
function requiredInProduction(env: { NODE_ENV?: string }, ctx: z.RefinementCtx, name: string, value: unknown, why: string): void {
  if (env.NODE_ENV === 'production' && !value) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: `${name} is required in production (${why})` });
  }
}

export const webEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('127.0.0.1'),
    PORT: port.default(3000),
    CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
    /** The address people use for the site; Kakao sends them back to SITE_URL/v1/session/oauth. */
    SITE_URL: siteUrl,
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
    KAKAO_AUTHORIZE_URL: kakaoAuthorizeUrl,
    KAKAO_TOKEN_URL: kakaoTokenUrl,
    /** Seconds web reuses fetched CMS content, and shares an anonymous page; 0 disables (tests). */
    CONTENT_CACHE_SECONDS: cacheSeconds(CONTENT_CACHE_SECONDS),
    PAGE_CACHE_SECONDS: cacheSeconds(PAGE_CACHE_SECONDS),
    /**
     * Behind reverse proxies: how many of them to trust (`true` = one). The learner's address is
     * the one the outermost trusted proxy added to X-Forwarded-For, counted from the right; what
     * the client itself wrote there further left is never believed.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[0-9])$/, 'TRUST_PROXY must be true, false or the number of proxies in front of web (0–9)')
      .optional(),
    /** How web writes its log: json (one object a line) or pretty. */
    LOG_FORMAT: logFormat,
    /** A request slower than this many milliseconds is logged as a warning. */
    SLOW_REQUEST_MS: slowRequestMs,
    /** Port of web's Prometheus metrics on 127.0.0.1; unset, there is no metrics listener. */
    WEB_METRICS_PORT: port.optional(),
    /**
     * Where media are, when they are in a bucket: pages may load pictures from its origin, and an
     * old /uploads/<name> address is sent there. Unset, web passes /uploads/* on from the CMS.
     */
    MEDIA_PUBLIC_URL: mediaPublicUrl,
  })
  .superRefine((env, ctx) => {
    requiredInProduction(env, ctx, 'PREVIEW_SECRET', env.PREVIEW_SECRET, "the same value as the CMS's; npm start generates it into .env");
  });
export type WebEnv = z.infer<typeof webEnvSchema>;

const secret = (name: string) =>
  z
    .string({ required_error: `${name} is required (npm start generates it into .env)` })
    .min(1, `${name} is required (npm start generates it into .env)`);
/** Pins "now" for every date rule (tests and demos): an ISO date-time. */
export const dharmaNow = z
  .string()
  .refine((v) => !Number.isNaN(new Date(v).getTime()), 'DHARMA_NOW must be an ISO date-time')
  .optional();
/** A count or a limit an operator sets: a whole number of at least 1. */
export const positiveInt = z.coerce
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
 * PostgreSQL connections per CMS process when DATABASE_POOL_MIN / DATABASE_POOL_MAX are unset.
 * Ten covers a burst of applications (each holds one connection for one short transaction) while
 * two processes stay far below PostgreSQL's default of 100 connections.
 */
export const DATABASE_POOL_DEFAULTS = { min: 2, max: 10 } as const;

/** The CMS's log levels (winston's); the default, info, has a line per request. */
export const CMS_LOG_LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'] as const;
export const CMS_LOG_LEVEL = 'info';

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
    SITE_URL: siteUrl,
    KAKAO_APP_ID: z.string().regex(/^\d+$/, 'KAKAO_APP_ID must be the numeric Kakao app id').optional(),
    /** Listed with Kakao in the panel's providers (disabled there: learners sign in through web). */
    KAKAO_CLIENT_ID: z.string().optional(),
    KAKAO_CLIENT_SECRET: z.string().optional(),
    KAKAO_AUTHORIZE_URL: kakaoAuthorizeUrl,
    KAKAO_TOKEN_URL: kakaoTokenUrl,
    /** Where the CMS asks Kakao whose token it holds; the stand-in's in development and tests. */
    KAKAO_TOKEN_INFO_URL: z.string().url().default('https://kapi.kakao.com/v1/user/access_token_info'),
    KAKAO_USER_URL: z.string().url().default('https://kapi.kakao.com/v2/user/me'),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt.optional(),
    REFRESH_TOKEN_TTL_SECONDS: positiveInt.optional(),
    REFRESH_TOKEN_MAX_SECONDS: positiveInt.optional(),
    ...(Object.fromEntries(
      (Object.keys(RATE_LIMITS) as RateLimitBucket[]).map((bucket) => [
        rateLimitEnvName(bucket),
        positiveInt.default(RATE_LIMITS[bucket].perMinute),
      ]),
    ) as Record<RateLimitEnvName, z.ZodDefault<typeof positiveInt>>),
    /** The back office's limits on a staff sign-in: since the Kakao sign-in, and since the last staff request. */
    STAFF_SESSION_MAX_SECONDS: positiveInt.default(STAFF_SESSION_MAX_SECONDS),
    STAFF_SESSION_IDLE_SECONDS: positiveInt.default(STAFF_SESSION_IDLE_SECONDS),
    /** Seconds after a rotation in which a second use of the old refresh token is a race, not theft. */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(60, 'must be at most 60')
      .default(REFRESH_REUSE_GRACE_SECONDS),
    /** The address the CMS listens on; loopback unless it is meant to be reached from elsewhere. */
    CMS_HOST: z.string().optional(),
    /** The origins allowed to call the CMS from a browser with credentials: the panel's own (CMS_PUBLIC_URL). */
    CMS_PUBLIC_URL: z.string().url().optional(),
    /** Seconds a verified access token is reused before its session and user are read again. */
    AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(AUTH_CACHE_SECONDS),
    /** Days the access log keeps an entry; the privacy policy promises at least six months. */
    ACCESS_LOG_RETENTION_DAYS: accessLogRetention,
    DATABASE_URL: z.string().url().optional(),
    DATABASE_CLIENT: z.enum(['sqlite', 'postgres']).optional(),
    // Read by Strapi's own config files (cms/config/*.ts, through its env()) before register runs;
    // checked here so a bad value is named like any other.
    /** The SQLite file, relative to cms/. */
    DATABASE_FILENAME: z.string().optional(),
    /** PostgreSQL by parts, when DATABASE_URL is not set. */
    DATABASE_HOST: z.string().optional(),
    DATABASE_PORT: port.optional(),
    DATABASE_NAME: z.string().optional(),
    DATABASE_USERNAME: z.string().optional(),
    DATABASE_PASSWORD: z.string().optional(),
    DATABASE_SSL: z.enum(['true', 'false']).optional(),
    DATABASE_SSL_REJECT_UNAUTHORIZED: z.enum(['true', 'false']).optional(),
    /** Milliseconds to wait for a PostgreSQL connection from the pool / for SQLite's write lock. */
    DATABASE_CONNECTION_TIMEOUT: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').optional(),
    DATABASE_BUSY_TIMEOUT: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').optional(),
    /** Panel sign-ins allowed per e-mail and address in 5 minutes. */
    ADMIN_LOGIN_LIMIT: positiveInt.optional(),
    /** Whether the CMS sits behind a reverse proxy (Strapi then trusts X-Forwarded-*). */
    CMS_BEHIND_PROXY: z.enum(['true', 'false']).optional(),
    /** The CMS's public folder, relative to cms/ (uploads go to its uploads/). */
    CMS_PUBLIC_DIR: z.string().optional(),
    /**
     * Media in an S3-compatible bucket instead of CMS_PUBLIC_DIR/uploads (config/src/platform/media.ts):
     * all of MEDIA_S3_REQUIRED or none; the endpoint and path style only for servers other than AWS.
     */
    MEDIA_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 small letters, digits, dots and hyphens')
      .optional(),
    MEDIA_S3_REGION: z.string().optional(),
    MEDIA_S3_ENDPOINT: httpUrl.optional(),
    MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
    MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    /** Where browsers load the bucket's files from (the bucket's public address or a CDN before it). */
    MEDIA_PUBLIC_URL: mediaPublicUrl,
    /** Where the CMS loads our plugins from (tests point it at a copy). */
    DHARMA_PLUGINS_DIR: z.string().optional(),
    /** The first admin-panel account, created on the first start (the password is required then only). */
    ADMIN_EMAIL: z.string().default('admin@dharma.local'),
    ADMIN_PASSWORD: z.string().optional(),
    /** Accounts prepared as staff: comma-separated e-mails, compared in lower case. */
    STAFF_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** error, warn, info (a line per request), http, verbose, debug or silly; cms/config/logger.ts reads it before register. */
    CMS_LOG_LEVEL: z.enum(CMS_LOG_LEVELS).default(CMS_LOG_LEVEL),
    /** How the CMS writes its log: json (one object a line) or pretty; cms/config/logger.ts reads it before register. */
    LOG_FORMAT: logFormat,
    /** A request slower than this many milliseconds is logged as a warning. */
    SLOW_REQUEST_MS: slowRequestMs,
    /** Port of the CMS's Prometheus metrics on 127.0.0.1; unset, there is no metrics listener. */
    CMS_METRICS_PORT: port.optional(),
    /** Debian's Noto Serif CJK (fonts-noto-cjk), which certificates are drawn with. */
    CERTIFICATE_FONT: z.string().default('/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc'),
    CERTIFICATE_FONT_BOLD: z.string().default('/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc'),
    /** PostgreSQL connections each CMS process keeps open at least / at most. */
    DATABASE_POOL_MIN: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').optional(),
    DATABASE_POOL_MAX: positiveInt.optional(),
    /** Whether this process runs the scheduled jobs; with several CMS processes exactly one should. */
    CMS_SCHEDULED_JOBS: flag(true),
    /** Whether a start on an empty database adds the demo content. */
    SEED_DEMO_CONTENT: flag(true),
    /** Whether a start builds an empty library search index (tests that never search skip it). */
    LIBRARY_INDEX_AT_BOOT: flag(true),
    DHARMA_NOW: dharmaNow,
    /** A file holding "now" that a test rewrites to move the clock of running processes. */
    DHARMA_CLOCK_FILE: z.string().min(1).optional(),
    /**
     * Where notices are handed over: smtp://user:pass@host:587 (STARTTLS) or smtps://…:465. Unset,
     * development writes them as .eml files under NOTICE_MAIL_DIR, and production keeps them
     * waiting in the outbox (nothing is lost) until it is set.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    /** The sender of notices, e.g. "담마스쿨 <noreply@school.example.org>". */
    MAIL_FROM: z.string().min(3).default('담마스쿨 <noreply@localhost>'),
    /**
     * How often the scheduled jobs' process looks for notices due, in seconds (1–60; a minute by
     * default). A shorter step hands a notice over sooner after its event, at one query per step.
     */
    NOTICE_SEND_EVERY_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
    /** The most messages the sending process hands to the mail server in any minute (a provider's limit). */
    NOTICE_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(NOTICE_SEND_PER_MINUTE),
    /** How many connections to the mail server messages go over side by side (a provider's limit on connections). */
    NOTICE_SEND_CONNECTIONS: z.coerce.number().int().min(1).max(20).default(NOTICE_SEND_CONNECTIONS),
    /** Where notices go as .eml files when no SMTP_URL is set. */
    NOTICE_MAIL_DIR: z.string().optional(),
    /**
     * Signs the one-click links in notices (turning a kind off, confirming an address). Unset, a key
     * derived from ENCRYPTION_KEY signs them; set it to rotate the links on their own.
     */
    NOTICE_LINK_SECRET: z.string().min(16, 'NOTICE_LINK_SECRET must be at least 16 characters').optional(),
    /**
     * KakaoTalk notification messages (알림톡) through SOLAPI: the API key and secret from the
     * provider's console, the school's KakaoTalk channel as linked there (its pfId) and the
     * registered sending number the text-message fallback goes from. All four or none: unset,
     * notices go by e-mail only and the member page offers no KakaoTalk.
     */
    SOLAPI_API_KEY: z.string().min(8).optional(),
    SOLAPI_API_SECRET: z.string().min(16, 'SOLAPI_API_SECRET must be at least 16 characters').optional(),
    SOLAPI_KAKAO_PFID: z.string().min(4).optional(),
    SOLAPI_SENDER: z
      .string()
      .regex(/^0\d{8,10}$/, 'SOLAPI_SENDER must be the registered sending number, digits only (e.g. 0212345678)')
      .optional(),
    /**
     * Development and tests only: the local SOLAPI stand-in that answers the SDK's calls instead of
     * api.solapi.com (npm start sets it). Only an address on this machine, so a stray value cannot
     * carry learners' numbers and names elsewhere; `npm run serve` refuses it (production.ts).
     */
    SOLAPI_STAND_IN_URL: httpUrl
      .refine(
        (v) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(v).hostname),
        'SOLAPI_STAND_IN_URL must be on this machine (127.0.0.1)',
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    requiredInProduction(env, ctx, 'WEB_CMS_SECRET', env.WEB_CMS_SECRET, "the same value as web's");
    requiredInProduction(env, ctx, 'PREVIEW_SECRET', env.PREVIEW_SECRET, "the same value as web's");
    if (env.DATABASE_POOL_MIN !== undefined && env.DATABASE_POOL_MIN > (env.DATABASE_POOL_MAX ?? DATABASE_POOL_DEFAULTS.max)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['DATABASE_POOL_MIN'],
        message: `DATABASE_POOL_MIN must not be above DATABASE_POOL_MAX (${env.DATABASE_POOL_MAX ?? DATABASE_POOL_DEFAULTS.max})`,
      });
    }
    for (const name of missingMediaSettings({
      MEDIA_S3_BUCKET: env.MEDIA_S3_BUCKET,
      MEDIA_S3_REGION: env.MEDIA_S3_REGION,
      MEDIA_S3_ENDPOINT: env.MEDIA_S3_ENDPOINT,
      MEDIA_S3_ACCESS_KEY_ID: env.MEDIA_S3_ACCESS_KEY_ID,
      MEDIA_S3_SECRET_ACCESS_KEY: env.MEDIA_S3_SECRET_ACCESS_KEY,
      MEDIA_S3_FORCE_PATH_STYLE: env.MEDIA_S3_FORCE_PATH_STYLE,
      MEDIA_PUBLIC_URL: env.MEDIA_PUBLIC_URL,
    })) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [name],
        message: `${name} is required with the other media bucket settings (${MEDIA_S3_REQUIRED.join(', ')}: all, or none to keep media in the local folder)`,
      });
    }
    requiredInProduction(env, ctx, 'KAKAO_APP_ID', env.KAKAO_APP_ID, 'the numeric id of the Kakao app');
    const solapi = {
      SOLAPI_API_KEY: env.SOLAPI_API_KEY,
      SOLAPI_API_SECRET: env.SOLAPI_API_SECRET,
      SOLAPI_KAKAO_PFID: env.SOLAPI_KAKAO_PFID,
      SOLAPI_SENDER: env.SOLAPI_SENDER,
    };
    const set = Object.values(solapi).filter(Boolean).length;
    if (set > 0 && set < 4)
      for (const [name, value] of Object.entries(solapi))
        if (!value)
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [name],
            message: `${name} is required with the other KakaoTalk settings (${Object.keys(solapi).join(', ')}: all, or none for e-mail only)`,
          });
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

/**
 * Kept on globalThis under a registered symbol, not in this module: web's server bundles its own
 * copy of this file beside the compiled one server.mjs loads, and both must see one parse.
 */
const CMS_ENV = Symbol.for('dharma.env.cms');
const WEB_ENV = Symbol.for('dharma.env.web');
const slots = globalThis as typeof globalThis & { [CMS_ENV]?: CmsEnv; [WEB_ENV]?: WebEnv };

/**
 * Parses the CMS's environment and keeps it for `cmsEnv()`. Strapi's register step calls it on
 * every start: tests start Strapi several times in one process, each time with other variables,
 * and each start must read its own, never one kept from an earlier start.
 */
export function loadCmsEnv(env: Record<string, string | undefined>): CmsEnv {
  slots[CMS_ENV] = undefined;
  slots[CMS_ENV] = parseEnvironment(cmsEnvSchema, env, 'cms');
  return slots[CMS_ENV];
}

/** The environment this CMS start parsed (loadCmsEnv). */
export function cmsEnv(): CmsEnv {
  const env = slots[CMS_ENV];
  if (!env) throw new Error("cms environment read before Strapi's register step parsed it (loadCmsEnv)");
  return env;
}

/**
 * The web server's environment, parsed on first use and kept for the life of the process:
 * server.mjs asks first, at start-up, so a bad variable stops it before it listens.
 */
export function webEnv(): WebEnv {
  return (slots[WEB_ENV] ??= parseEnvironment(webEnvSchema, process.env, 'web'));
}
