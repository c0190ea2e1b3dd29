import type services from './services';

type Services = typeof services;
export type StudyroomServiceName = keyof Services;
export type StudyroomService<K extends StudyroomServiceName> = ReturnType<Services[K]>;

/** One service of this plugin, typed (Strapi's own `service(name)` returns `unknown`). */
export function getService<K extends StudyroomServiceName>(strapi, name: K): StudyroomService<K> {
  return strapi.plugin('studyroom').service(name) as StudyroomService<K>;
}

/**
 * The plugin's services by concern, typed: `studyroom(strapi).termResults.record()`. Controllers,
 * the other services of the plugin and the rest of the CMS reach the plugin through this.
 */
export function studyroom(strapi) {
  return {
    get lessons(): StudyroomService<'lessons'> {
      return getService(strapi, 'lessons');
    },
    get classes(): StudyroomService<'classes'> {
      return getService(strapi, 'classes');
    },
    get progress(): StudyroomService<'progress'> {
      return getService(strapi, 'progress');
    },
    get posts(): StudyroomService<'posts'> {
      return getService(strapi, 'posts');
    },
    get termResults(): StudyroomService<'termResults'> {
      return getService(strapi, 'termResults');
    },
    get panel(): StudyroomService<'panel'> {
      return getService(strapi, 'panel');
    },
  };
}
