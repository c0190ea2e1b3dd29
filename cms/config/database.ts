import type { Core } from '@strapi/strapi';
import path from 'node:path';
import { DATABASE_POOL_DEFAULTS } from '@dharma/config/env';
import { appRoot } from './paths';

/**
 * SQLite (better-sqlite3) by default; PostgreSQL when DATABASE_URL or DATABASE_CLIENT=postgres is set.
 * See docs/decisions/002-sqlite-default-postgres-scale-out.md.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_URL') || env('DATABASE_CLIENT') === 'postgres' ? 'postgres' : 'sqlite';

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: env('DATABASE_URL')
          ? {
              connectionString: env('DATABASE_URL'),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'dharma'),
              user: env('DATABASE_USERNAME', 'dharma'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
            },
        pool: {
          min: env.int('DATABASE_POOL_MIN', DATABASE_POOL_DEFAULTS.min),
          max: env.int('DATABASE_POOL_MAX', DATABASE_POOL_DEFAULTS.max),
        },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  const filename = path.resolve(appRoot, env('DATABASE_FILENAME', '.tmp/data.db'));
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        // WAL lets readers run beside the one writer; the busy timeout makes a second writer
        // wait instead of failing with SQLITE_BUSY.
        afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
          try {
            conn.pragma('journal_mode = WAL');
            conn.pragma(`busy_timeout = ${env.int('DATABASE_BUSY_TIMEOUT', 5000)}`);
            conn.pragma('synchronous = NORMAL');
            done(null, conn);
          } catch (error) {
            done(error as Error, conn);
          }
        },
      },
    },
  };
};
