import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { CSP_DEFAULTS, errors } from '@strapi/utils';
import { CMS_BODY_LIMITS, UPLOAD_SIZE_LIMIT_BYTES } from '@dharma/config/platform/security';
import { mediaOrigin, s3MediaOf } from '@dharma/config/platform/media';
import { messages } from '@dharma/config/words';

/**
 * The only browser page that calls the CMS is its own admin panel; web calls it server to server.
 * So CORS (with credentials) is granted to the panel's origin alone, never reflected to any
 * `Origin` a page on another site sends.
 */
function panelOrigins(env: (name: string, fallback?: string) => string): string[] {
  const configured = env('CMS_PUBLIC_URL', '');
  const own = `http://${env('CMS_HOST', '127.0.0.1')}:${env('CMS_PORT', '1337')}`;
  return [...new Set([configured, own].filter(Boolean).map((url) => new URL(url).origin))];
}

/**
 * Strapi's security headers; with media in a bucket, the panel's Content-Security-Policy also lets
 * it show pictures (img-src) and previews (media-src) from the bucket's public origin, as Strapi's
 * guide for its S3 provider says. Its other directives stay Strapi's own, and the options are a
 * whole CSP (not a part for Strapi to merge) so that the CMS can build them once
 * (src/bootstrap/security-headers.ts).
 */
export function panelSecurity(mediaPublicUrl: string | undefined) {
  const origin = mediaOrigin(mediaPublicUrl);
  if (!origin) return 'strapi::security';
  const directives = {
    ...CSP_DEFAULTS,
    'img-src': [...CSP_DEFAULTS['img-src'], origin],
    'media-src': [...CSP_DEFAULTS['media-src'], origin],
    upgradeInsecureRequests: null,
  };
  return { name: 'strapi::security', config: { contentSecurityPolicy: { useDefaults: true, directives } } };
}

/**
 * A body the parser cannot take is the caller's mistake: too large is 413, unreadable (broken
 * JSON, a JSON string or number alone, a prototype key, a broken multipart) is 400, and one the
 * client stopped sending midway (a dropped connection during an upload) is 400 too, all in Korean
 * and without an error line and stack in the log, which a client sending such bodies in a loop
 * would otherwise fill. The multipart parser gives its status as `httpCode`. The media library's
 * file-size refusal keeps Strapi's own answer.
 */
function bodyRefusal(error: Error & { status?: number; httpCode?: number }, ctx: Context): never {
  if (error.message.includes('maxFileSize')) throw error;
  const status = error.status ?? error.httpCode;
  if (status === 413) throw new errors.PayloadTooLargeError(messages.body_too_large);
  if (status === 400 || error instanceof SyntaxError) throw new errors.ValidationError(messages.body_unreadable);
  // The connection closed before the whole body came.
  if (ctx.req.destroyed && !ctx.req.complete) throw new errors.ValidationError(messages.body_invalid);
  throw error;
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // First, in place of strapi::logger (which logs query strings): the request's id, its log line
  // with the final status, a warning when slow, its metrics (src/middlewares/requests.ts).
  'global::requests',
  // /healthz and /readyz, before everything a probe does not need (src/middlewares/health.ts).
  'global::health',
  // Outside strapi::errors: the API's refusals in Korean where Strapi answers its English defaults (src/middlewares/korean-refusals.ts).
  'global::korean-refusals',
  'strapi::errors',
  // Strapi's security headers; the CMS extends it to build helmet once (src/bootstrap/security-headers.ts).
  panelSecurity(s3MediaOf(process.env)?.publicUrl),
  // The hot reads (search), answered with the security headers but before the rest and the router (src/middlewares/hot-routes.ts).
  'global::hot-routes',
  { name: 'strapi::cors', config: { origin: panelOrigins(env) } },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      // Larger bodies are refused with 413 before anything reads them into memory.
      jsonLimit: CMS_BODY_LIMITS.json,
      formLimit: CMS_BODY_LIMITS.form,
      textLimit: CMS_BODY_LIMITS.text,
      // Multipart only on the routes that take files, each file on disk only up to the media
      // library's limit and only until its request ends (src/bootstrap/body-files.ts).
      formidable: { maxFileSize: UPLOAD_SIZE_LIMIT_BYTES, maxFields: 100, maxFieldsSize: 64 * 1024 },
      onError: bodyRefusal,
    },
  },
  // After the body is read: U+0000 anywhere in a query or body is a Korean 400 (src/middlewares/nul-refusal.ts).
  'global::nul-refusal',
  'strapi::session',
  'strapi::favicon',
  // Answers after strapi::public has found a file: anything but pictures and PDF only as a sandboxed download.
  'global::uploads-sandbox',
  'strapi::public',
  'global::client-address',
];
