import { pluginServices, type PluginHost, type ServicesOf } from '@dharma/config/platform/plugin';
import type services from './services';

export type StudyroomServices = ServicesOf<typeof services>;
export type StudyroomService<K extends keyof StudyroomServices> = StudyroomServices[K];

/**
 * This plugin's services by concern, typed from its services index: `studyroom(strapi).<service>.<method>()`.
 * Controllers, the plugin's other services and the rest of the CMS reach the plugin through this.
 */
export const studyroom = (strapi: PluginHost) => pluginServices<typeof services>(strapi, 'studyroom');
