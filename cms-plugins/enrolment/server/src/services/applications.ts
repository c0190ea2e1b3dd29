import type { Core } from '@strapi/strapi';
import applying from './applications-apply';
import classes from './applications-classes';
import pages from './applications-pages';

/**
 * Semester applications, one service (its name and methods are what the other plugins' ports
 * declare) in three parts along who asks: the learner's writes (./applications-apply), what the
 * learner's pages read (./applications-pages), and the classes the other plugins and the jobs
 * read and write back (./applications-classes). Every rule is enforced through ./rules, with
 * "today" from the one clock.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  ...applying({ strapi }),
  ...pages({ strapi }),
  ...classes({ strapi }),
});
