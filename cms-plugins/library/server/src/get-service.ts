import type services from './services';

type Services = typeof services;
export type LibraryServiceName = keyof Services;
export type LibraryService<K extends LibraryServiceName> = ReturnType<Services[K]>;

/** One service of this plugin, typed (Strapi's own `service(name)` returns `unknown`). */
export function getService<K extends LibraryServiceName>(strapi, name: K): LibraryService<K> {
  return strapi.plugin('library').service(name) as LibraryService<K>;
}

/**
 * The plugin's services by concern, typed: `library(strapi).<service>.<method>()`. Controllers, the
 * other services of the plugin and the rest of the CMS reach the plugin through this.
 */
export function library(strapi) {
  return {
    get indexer() {
      return getService(strapi, 'indexer');
    },
    get search() {
      return getService(strapi, 'search');
    },
  };
}
