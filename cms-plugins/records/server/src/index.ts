import type { Core } from '@strapi/strapi';
import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { guardAppendOnly } from './append-only';
import { pluginServer } from '@dharma/config/platform/plugin';

export { records, type RecordsService, type RecordsServices } from './get-service';
export { RecordsError } from './errors';

export default pluginServer({
  // Before anything else can write: the access log and the audit trail refuse document-service writes.
  register({ strapi }: { strapi: Core.Strapi }) {
    guardAppendOnly(strapi);
  },
  contentTypes,
  controllers,
  routes,
  services,
});
