export default ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The panel is served by the CMS itself; editors open http://127.0.0.1:1337/admin.
  autoOpen: false,
  watchIgnoreFiles: ['**/.tmp/**'],
});
