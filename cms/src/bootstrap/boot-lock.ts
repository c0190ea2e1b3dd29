import type { Core } from '@strapi/strapi';

/**
 * Several CMS processes may start at the same moment on one PostgreSQL database (a deploy, a
 * restart after a crash). Strapi itself alters the schema on every start without a lock, and our
 * own start-up work (roles, staff accounts, the demo seed, the rate-limit table) checks and then
 * writes. So on PostgreSQL each start holds a session-level advisory lock from before Strapi
 * touches the schema until our bootstrap has finished: starts take turns, and the second finds
 * everything in place and changes nothing. A process that dies mid-start loses its connection and
 * with it the lock, so a crash never leaves the others waiting.
 *
 * SQLite is one file for one CMS process, so there is nothing to take turns with there.
 *
 * Advisory lock keys are (space, id) pairs: 7300 is start-up; the enrolment plugin uses 7301 and
 * 7302 for learners' writes.
 */
export const BOOT_LOCK = [7300, 0] as const;

export interface BootLock {
  release(): Promise<void>;
}

type PgClient = {
  connect(): Promise<void>;
  query(sql: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
};

export async function takeBootLock(strapi: Core.Strapi): Promise<BootLock | null> {
  const database = strapi.config.get('database.connection') as { client: string; connection: Record<string, unknown> };
  if (database.client !== 'postgres') return null;
  // A connection of its own, not one from Strapi's pool: the pool does not exist yet, and a
  // session-level lock must stay on one connection until it is released.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg') as { Client: new (config: Record<string, unknown>) => PgClient };
  const client = new Client({ ...database.connection, application_name: 'dharma-cms-boot' });
  // A dropped connection ends the lock anyway; it must not crash the process by being unhandled.
  client.on('error', (error) => strapi.log.warn(`boot lock connection: ${error.message}`));
  await client.connect();
  const [space, id] = BOOT_LOCK;
  const { rows } = await client.query('select pg_try_advisory_lock($1, $2) as taken', [space, id]);
  if (!rows[0]?.taken) {
    strapi.log.info('another CMS process is starting on this database; waiting for it to finish');
    await client.query('select pg_advisory_lock($1, $2)', [space, id]);
  }
  return {
    async release() {
      try {
        await client.query('select pg_advisory_unlock($1, $2)', [space, id]);
      } finally {
        await client.end();
      }
    },
  };
}
