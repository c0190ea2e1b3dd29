import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';

export { library, getService, type LibraryService } from './get-service';
export { LibraryError, type LibraryErrorKind } from './errors';

export default {
  register() {},
  bootstrap() {},
  contentTypes,
  controllers,
  routes,
  services,
};
