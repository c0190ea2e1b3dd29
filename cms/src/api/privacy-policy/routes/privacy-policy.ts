import { factories } from '@strapi/strapi';

// Read-only over REST: editors write in the panel, never through the public API.
export default factories.createCoreRouter('api::privacy-policy.privacy-policy', {
  only: ['find'],
  config: {
    find: { middlewares: ['global::published-only'] },
  },
});
