export const POSTGRES_BIN: string;
export const POSTGRES_MISSING: string;
export function postgresInstalled(): boolean;

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:PORT/DATABASE — trust authentication, no password. */
  url: string;
  port: number;
  database: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL 15 cluster with one database (default `dharma`); null when PostgreSQL 15
 * is not installed.
 */
export function startPostgres(options?: { database?: string }): Promise<RunningPostgres | null>;
