import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { pluginServer } from '@dharma/config/platform/plugin';

export { enrolment, type EnrolmentService, type EnrolmentServices } from './get-service';
export { EnrolmentError } from './errors';

// Learner permissions for these routes are granted by the app's bootstrap (cms/src/bootstrap/roles.ts),
// which runs after users-permissions has created its roles.
export default pluginServer({ contentTypes, controllers, routes, services });
