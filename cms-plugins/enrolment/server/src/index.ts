import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';

/** Learner actions of this plugin, granted to learners and staff (users-permissions roles). */
const LEARNER_ACTIONS = ['isPassed', 'isApplied', 'coming', 'apply', 'change', 'publicCourse', 'selfStudy', 'applyOne', 'membership', 'membershipNumber'].map(
  (a) => `plugin::enrolment.apply.${a}`,
);

export default {
  register() {},
  async bootstrap({ strapi }) {
    const roles = await strapi.db.query('plugin::users-permissions.role').findMany({ where: { type: { $in: ['authenticated', 'staff'] } } });
    for (const role of roles) {
      const have = new Set((await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: role.id } })).map((p) => p.action));
      for (const action of LEARNER_ACTIONS) {
        if (!have.has(action)) await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
      }
    }
  },
  contentTypes,
  controllers,
  routes,
  services,
};
