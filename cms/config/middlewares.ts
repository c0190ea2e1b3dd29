export default [
  'strapi::logger',
  'strapi::errors',
  // Strapi's security headers, with helmet built once (see src/middlewares/security.ts).
  'global::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::client-address',
];
