export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      sizeLimit: 10 * 1024 * 1024,
      // Seed images are small SVGs; responsive variants would only add work for the editors' uploads.
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
});
