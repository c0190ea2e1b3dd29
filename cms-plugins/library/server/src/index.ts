import type { Core } from '@strapi/strapi';
import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';

import { library } from './get-service';
import { pluginServer } from '@dharma/config/platform/plugin';

export { library, type LibraryService, type LibraryServices } from './get-service';
export { LibraryError } from './errors';

export default pluginServer({
  // Every write to a passage or video goes through the document service; the indexer follows it.
  register({ strapi }: { strapi: Core.Strapi }) {
    library(strapi).indexer.follow();
  },
  contentTypes,
  controllers,
  routes,
  services,
});
