export default [
  'strapi::logger',
  'strapi::errors',
  // Strapi's security headers; the CMS extends it to build helmet once (src/bootstrap/security-headers.ts).
  'strapi::security',
  // The hot reads (search), answered with the security headers but before the rest and the router (src/middlewares/hot-routes.ts).
  'global::hot-routes',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::client-address',
];
