/**
 * A throwaway PostgreSQL 15 cluster for one test file (the cluster code is shared with the bench
 * in scripts/lib/postgres.mjs): `startPostgres()` returns null when PostgreSQL 15 is not installed.
 */
export { POSTGRES_BIN, POSTGRES_MISSING, startPostgres, type RunningPostgres } from '../../scripts/lib/postgres.mjs';
