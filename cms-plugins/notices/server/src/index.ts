import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';

export { notices, type NoticesServices } from './get-service';

export default {
  register() {},
  bootstrap() {},
  contentTypes,
  controllers,
  routes,
  services,
};
