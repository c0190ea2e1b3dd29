export default ({ env }) => {
  const refreshSeconds = env.int('REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 60 * 60);
  return {
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        // Access and refresh tokens from users-permissions' session manager (rotation, revocation).
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: env.int('ACCESS_TOKEN_TTL_SECONDS', 12 * 60 * 60),
          // Idle window: a refresh token unused this long expires. Each rotation renews it, up to the
          // absolute maximum, after which the learner signs in with Kakao again.
          idleRefreshTokenLifespan: refreshSeconds,
          maxRefreshTokenLifespan: env.int('REFRESH_TOKEN_MAX_SECONDS', Math.max(refreshSeconds, 90 * 24 * 60 * 60)),
          idleSessionLifespan: refreshSeconds,
          maxSessionLifespan: refreshSeconds,
          httpOnly: false,
        },
        register: { allowedFields: [] },
      },
    },
    upload: {
      config: {
        sizeLimit: 10 * 1024 * 1024,
        breakpoints: { large: 1000, medium: 750, small: 500 },
      },
    },
  };
};
