export default [
  'strapi::logger',
  'strapi::errors',
  // Strapi's security headers; the CMS extends it to build helmet once (src/bootstrap/security-headers.ts).
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::client-address',
];
