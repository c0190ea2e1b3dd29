import type { TestProject } from 'vitest/node';
import { POSTGRES_MISSING, startPostgres } from './postgres';

/**
 * One throwaway PostgreSQL cluster for the whole `integration-postgres` run: every CMS start gets
 * a database of its own on it (see startCms), and the cluster is removed when the run ends. No
 * PostgreSQL means the run fails here, never a quiet pass on SQLite.
 */
export default async function setup(project: TestProject) {
  const pg = await startPostgres({ database: 'postgres_admin' });
  if (!pg) throw new Error(POSTGRES_MISSING);
  project.provide('postgresUrl', pg.url);
  return () => pg.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's maintenance database; set only in the integration-postgres project. */
    postgresUrl?: string;
  }
}
