import { pluginServices, type PluginHost, type ServicesOf } from '@dharma/config/platform/plugin';
import type services from './services';

export type NoticesServices = ServicesOf<typeof services>;

/** This plugin's services by concern: `notices(strapi).outbox.add(...)`, `notices(strapi).sender.sendDue()`. */
export const notices = (strapi: PluginHost) => pluginServices<typeof services>(strapi, 'notices');
