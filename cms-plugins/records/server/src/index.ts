import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';

export { records, getService, type RecordsService } from './get-service';
export { RecordsError, type RecordsErrorKind } from './errors';

export default {
  register() {},
  bootstrap() {},
  contentTypes,
  controllers,
  routes,
  services,
};
