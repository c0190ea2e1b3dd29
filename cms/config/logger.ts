import type { Core } from '@strapi/strapi';
import { winston, formats } from '@strapi/logger';
import { CMS_LOG_LEVEL } from '@dharma/config/env';
import { logFormatOf } from '@dharma/config/ops';

/**
 * Every line written while a request is answered carries its id: Strapi keeps the request's
 * context for the whole of it (its requestContext), and src/middlewares/requests.ts puts the id
 * there first. In JSON it is the field `request_id`; in pretty lines it follows the message.
 */
const withRequestId = (pretty: boolean) =>
  winston.format((info) => {
    const ctx = (globalThis as { strapi?: Core.Strapi }).strapi?.requestContext?.get() as { state?: { requestId?: unknown } } | undefined;
    const id = info.request_id ?? ctx?.state?.requestId;
    if (typeof id !== 'string') return info;
    if (pretty) info.message = `${String(info.message)} [${id}]`;
    else info.request_id = id;
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
          withRequestId(false),
          // Always this moment in ISO form: Strapi's migration log passes a timestamp of its own, in milliseconds.
          winston.format.timestamp({ format: () => new Date().toISOString() }),
          winston.format.errors({ stack: true }),
          winston.format.json(),
        )
      : winston.format.combine(withRequestId(true), formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss' })),
    defaultMeta: { service: 'cms' },
    transports: [new winston.transports.Console()],
  };
};
