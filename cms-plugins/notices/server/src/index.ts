import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { pluginServer } from '@dharma/config/platform/plugin';
import { forgetKakaoProvider } from './channels/provider-of';

export { notices, type NoticesServices } from './get-service';

export default { ...pluginServer({ contentTypes, controllers, routes, services }), destroy: forgetKakaoProvider };
