import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';

import { getService } from './get-service';

export { library, getService, type LibraryService } from './get-service';
export { LibraryError, type LibraryErrorKind } from './errors';

export default {
  // Every write to a passage or video goes through the document service; the indexer follows it.
  register({ strapi }) {
    getService(strapi, 'indexer').follow();
  },
  bootstrap() {},
  contentTypes,
  controllers,
  routes,
  services,
};
