import type { Core } from '@strapi/strapi';
import path from 'node:path';
import { BoundedCache } from '@dharma/config/platform/cache';
import { DATABASE_POOL_DEFAULTS } from '@dharma/config/platform/env';
import { appRoot } from './paths';

/** The little of a better-sqlite3 connection and statement used here. */
interface SqliteStatement {
  readonly reader: boolean;
  readonly busy: boolean;
  pluck(on: boolean): SqliteStatement;
  expand(on: boolean): SqliteStatement;
  raw(on: boolean): SqliteStatement;
}
interface SqliteConnection {
  pragma(sql: string): unknown;
  prepare(sql: string): SqliteStatement;
}

/** Distinct SQL texts kept per connection: the CMS's queries have a few hundred shapes. */
const PREPARED_MAX = 500;

/**
 * knex prepares every query afresh on better-sqlite3, and preparing (SQLite compiling the SQL)
 * cost more CPU than running it: in a profile of 1,000 learners applying at once, `prepare` was
 * the hottest function of the CMS (15 % of its samples, against 11 % for running the statements).
 * The same SQL text is now compiled once per connection and reused. That is safe: knex runs a
 * statement to the end at once (`all`/`run`, never `iterate`), a statement still iterating for
 * someone else is not handed out, and one given back has its result modes reset. Changed tables
 * are no concern: SQLite recompiles a kept statement by itself when the schema changed.
 */
function keepPreparedStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const kept = new BoundedCache<SqliteStatement>({ max: PREPARED_MAX, ttlMs: 60 * 60 * 1000 });
  conn.prepare = (sql: string) => {
    const statement = kept.get(sql);
    if (!statement || statement.busy) {
      const fresh = prepare(sql);
      kept.set(sql, fresh);
      return fresh;
    }
    return statement.reader ? statement.raw(false).pluck(false).expand(false) : statement;
  };
}

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
        afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
          try {
            conn.pragma('journal_mode = WAL');
            conn.pragma(`busy_timeout = ${env.int('DATABASE_BUSY_TIMEOUT', 5000)}`);
            conn.pragma('synchronous = NORMAL');
            keepPreparedStatements(conn);
            done(null, conn);
          } catch (error) {
            done(error as Error, conn);
          }
        },
      },
    },
  };
};
