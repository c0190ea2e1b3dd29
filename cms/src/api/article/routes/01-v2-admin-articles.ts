import { ACCESS } from '@dharma/config/platform/plugin';

/**
 * Article lists for the home page and the article pages: the newest of each type together, or
 * one type. Public like the rest of the visitor site: they only ever return published titles and
 * links. `recent` is listed before `:type` so it is not read as a type.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/v2/admin/articles/recent',
      handler: 'api::article.article.recent',
      config: ACCESS.visitor,
    },
    {
      method: 'GET',
      path: '/v2/admin/articles/:type',
      handler: 'api::article.article.byType',
      config: ACCESS.visitor,
    },
  ],
};
