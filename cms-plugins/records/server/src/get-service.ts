import { pluginServices, type PluginHost, type ServicesOf } from '@dharma/config/platform/plugin';
import type services from './services';

export type RecordsServices = ServicesOf<typeof services>;
export type RecordsService<K extends keyof RecordsServices> = RecordsServices[K];

/**
 * This plugin's services by concern, typed from its services index: `records(strapi).<service>.<method>()`.
 * Controllers, the plugin's other services and the rest of the CMS reach the plugin through this.
 */
export const records = (strapi: PluginHost) => pluginServices<typeof services>(strapi, 'records');
