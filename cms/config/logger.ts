import { winston, formats } from '@strapi/logger';

// Request lines ('http' level) would cost time under load and bury what matters; CMS_LOG_LEVEL=http shows them.
export default {
  level: process.env.CMS_LOG_LEVEL || 'info',
  format: formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss' }),
  transports: [new winston.transports.Console()],
};
