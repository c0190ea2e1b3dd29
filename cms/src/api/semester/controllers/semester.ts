import { factories } from '@strapi/strapi';

const UID = 'api::semester.semester';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/semesters/current → the semester the site promotes now, and whether its window is open. */
  async current(ctx) {
    const result = await strapi.service(UID).current();
    if (!result) return ctx.notFound();
    ctx.body = result;
  },
}));
