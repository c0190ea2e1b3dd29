import { pluginServices, type PluginHost, type ServicesOf } from '@dharma/config/platform/plugin';
import type services from './services';

export type LibraryServices = ServicesOf<typeof services>;
export type LibraryService<K extends keyof LibraryServices> = LibraryServices[K];

/**
 * This plugin's services by concern, typed from its services index: `library(strapi).<service>.<method>()`.
 * Controllers, the plugin's other services and the rest of the CMS reach the plugin through this.
 */
export const library = (strapi: PluginHost) => pluginServices<typeof services>(strapi, 'library');
