import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { pluginServer } from '@dharma/config/platform/plugin';

export { studyroom, type StudyroomService, type StudyroomServices } from './get-service';
export { StudyroomError } from './errors';

// Term results are recorded by the app (cms/src/index.ts after the seed, and a daily job in
// cms/config/cron-tasks.ts), not here: the app's boot lock and job switch decide where they run.
export default pluginServer({ contentTypes, controllers, routes, services });
