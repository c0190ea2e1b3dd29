import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { enrolment } from './get-service';
import type { Core } from '@strapi/strapi';

export { enrolment, type EnrolmentService, type EnrolmentServices } from './get-service';
export { EnrolmentError } from './errors';

export default {
  register() {},
  // Learner permissions for these routes are granted by the app's bootstrap (cms/src/bootstrap/roles.ts),
  // which runs after users-permissions has created its roles.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Applications stored before depositor names existed get theirs (runs under the app's boot lock).
    await enrolment(strapi).depositors.backfill();
  },
  contentTypes,
  controllers,
  routes,
  services,
};
