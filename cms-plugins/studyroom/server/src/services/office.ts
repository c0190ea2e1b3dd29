import type { Core } from '@strapi/strapi';
import curriculum from './office-curriculum';
import posts from './office-posts';
import progress from './office-progress';

export { around } from './office-curriculum';

/**
 * The school office's side of the study room, one service in three parts: the semester's
 * progress (./office-progress), the learners' posts and their moderation (./office-posts), and
 * the search of the curriculum (./office-curriculum).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  ...progress({ strapi }),
  ...posts({ strapi }),
  ...curriculum({ strapi }),
});
