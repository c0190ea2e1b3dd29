import type { Core } from '@strapi/strapi';
import { winston, formats } from '@strapi/logger';
import { CMS_LOG_LEVEL } from '@dharma/config/env';

// Request lines ('http' level) would cost time under load and bury what matters; CMS_LOG_LEVEL=http shows them.
// Read through Strapi's env(): the logger exists before register parses the environment, which
// then refuses a level that is not one of CMS_LOG_LEVELS.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env('CMS_LOG_LEVEL') || CMS_LOG_LEVEL,
  format: formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss' }),
  transports: [new winston.transports.Console()],
});
