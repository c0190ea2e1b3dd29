import { factories } from '@strapi/strapi';

// Read-only over REST: editors write in the panel, never through the public API.
export default factories.createCoreRouter('api::self-study.self-study', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});
