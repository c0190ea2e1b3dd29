import { pluginServices, type PluginHost, type ServicesOf } from '@dharma/config/platform/plugin';
import type services from './services';

export type EnrolmentServices = ServicesOf<typeof services>;
export type EnrolmentService<K extends keyof EnrolmentServices> = EnrolmentServices[K];

/**
 * This plugin's services by concern, typed from its services index: `enrolment(strapi).<service>.<method>()`.
 * Controllers, the plugin's other services and the rest of the CMS reach the plugin through this.
 */
export const enrolment = (strapi: PluginHost) => pluginServices<typeof services>(strapi, 'enrolment');
