import type services from './services';

type Services = typeof services;
export type EnrolmentServiceName = keyof Services;
export type EnrolmentService<K extends EnrolmentServiceName> = ReturnType<Services[K]>;

/** One service of this plugin, typed (Strapi's own `service(name)` returns `unknown`). */
export function getService<K extends EnrolmentServiceName>(strapi, name: K): EnrolmentService<K> {
  return strapi.plugin('enrolment').service(name) as EnrolmentService<K>;
}

/**
 * The plugin's services by concern, typed: `enrolment(strapi).applications.apply(...)`. Controllers,
 * the other services of the plugin and the rest of the CMS reach the plugin through this.
 */
export function enrolment(strapi) {
  return {
    get catalogue(): EnrolmentService<'catalogue'> {
      return getService(strapi, 'catalogue');
    },
    get applications(): EnrolmentService<'applications'> {
      return getService(strapi, 'applications');
    },
    get offerings(): EnrolmentService<'offerings'> {
      return getService(strapi, 'offerings');
    },
    get membership(): EnrolmentService<'membership'> {
      return getService(strapi, 'membership');
    },
    get staff(): EnrolmentService<'staff'> {
      return getService(strapi, 'staff');
    },
  };
}
