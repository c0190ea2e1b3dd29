import type services from './services';

type Services = typeof services;
export type RecordsServiceName = keyof Services;
export type RecordsService<K extends RecordsServiceName> = ReturnType<Services[K]>;

/** One service of this plugin, typed (Strapi's own `service(name)` returns `unknown`). */
export function getService<K extends RecordsServiceName>(strapi, name: K): RecordsService<K> {
  return strapi.plugin('records').service(name) as RecordsService<K>;
}

/**
 * The plugin's services by concern, typed: `records(strapi).<service>.<method>()`. Controllers, the
 * other services of the plugin and the rest of the CMS reach the plugin through this.
 */
export function records(strapi) {
  return {
    get accessLog(): RecordsService<'accessLog'> {
      return getService(strapi, 'accessLog');
    },
    get audit(): RecordsService<'audit'> {
      return getService(strapi, 'audit');
    },
    get calendar(): RecordsService<'calendar'> {
      return getService(strapi, 'calendar');
    },
    get feed(): RecordsService<'feed'> {
      return getService(strapi, 'feed');
    },
    get students(): RecordsService<'students'> {
      return getService(strapi, 'students');
    },
    get mentors(): RecordsService<'mentors'> {
      return getService(strapi, 'mentors');
    },
    get member(): RecordsService<'member'> {
      return getService(strapi, 'member');
    },
    get mydata(): RecordsService<'mydata'> {
      return getService(strapi, 'mydata');
    },
    get certificates(): RecordsService<'certificates'> {
      return getService(strapi, 'certificates');
    },
    get grades(): RecordsService<'grades'> {
      return getService(strapi, 'grades');
    },
    get lifestyle(): RecordsService<'lifestyle'> {
      return getService(strapi, 'lifestyle');
    },
    get volunteers(): RecordsService<'volunteers'> {
      return getService(strapi, 'volunteers');
    },
  };
}
