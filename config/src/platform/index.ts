/**
 * The platform: the environment (parsed once per process), operations and metrics, production
 * checks, media storage, the bounded cache, backups, the signed preview link, the processes'
 * security limits and the CMS plugins' HTTP edge. Node-only parts live here, so web's browser
 * code never imports this room; server code may import the whole room or one module
 * (`@dharma/config/platform/env`). Reads every other room (decision 047).
 */
export * from './env';
export * from './ops';
export * from './production';
export * from './media';
export * from './cache';
export * from './backups';
export * from './http-metrics';
export * from './preview';
export * from './security';
export * from './plugin';
