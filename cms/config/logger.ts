import type { Core } from '@strapi/strapi';
import { winston, formats } from '@strapi/logger';
import { CMS_LOG_LEVEL } from '@dharma/config/platform/env';
import { logFormatOf } from '@dharma/config/platform/ops';

/**
 * Every line written while a request is answered carries its id: Strapi keeps the request's
 * context for the whole of it (its requestContext), and src/middlewares/requests.ts puts the id
 * there first. In JSON it is the field `request_id`; in pretty lines it follows the message.
 */
const requestIdOf = (info: Record<string, unknown>) => {
  const ctx = (globalThis as { strapi?: Core.Strapi }).strapi?.requestContext?.get() as { state?: { requestId?: unknown } } | undefined;
  const id = info.request_id ?? ctx?.state?.requestId;
  return typeof id === 'string' ? id : undefined;
};
const withRequestId = winston.format((info) => {
  const id = requestIdOf(info);
  if (id) info.request_id = id;
  return info;
})();
/**
 * Pretty lines get the id after the finished line, never in `info.message`: when Strapi logs an
 * error, `info` is that very error object, and changing its message changed the answer the
 * caller received.
 */
const RENDERED = Symbol.for('message');
const idAfterLine = winston.format((info) => {
  const id = requestIdOf(info);
  const line = (info as unknown as Record<symbol, unknown>)[RENDERED];
  if (id && typeof line === 'string') (info as unknown as Record<symbol, unknown>)[RENDERED] = `${line} [${id}]`;
  return info;
})();

// LOG_FORMAT and CMS_LOG_LEVEL are read through Strapi's env(): the logger exists before register
// parses the environment, which then refuses a value that is not one of theirs. A line per request
// is at info (src/middlewares/requests.ts); CMS_LOG_LEVEL=warn keeps slow requests and problems.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const json = logFormatOf({ NODE_ENV: env('NODE_ENV'), LOG_FORMAT: env('LOG_FORMAT') }) === 'json';
  return {
    level: env('CMS_LOG_LEVEL') || CMS_LOG_LEVEL,
    format: json
      ? winston.format.combine(
          withRequestId,
          // Always this moment in ISO form: Strapi's migration log passes a timestamp of its own, in milliseconds.
          winston.format.timestamp({ format: () => new Date().toISOString() }),
          winston.format.errors({ stack: true }),
          winston.format.json(),
        )
      : winston.format.combine(formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss' }), idAfterLine),
    defaultMeta: { service: 'cms' },
    transports: [new winston.transports.Console()],
  };
};
