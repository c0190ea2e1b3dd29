// Where the tests find PostgreSQL 15 (Debian's `postgresql` package), shared by the test harness
// and `npm test`, which fails rather than skips the PostgreSQL stage when it is missing.
import fs from 'node:fs';
import path from 'node:path';

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
export const POSTGRES_MISSING = 'PostgreSQL 15 is not installed: apt-get install postgresql';

export function postgresInstalled() {
  return fs.existsSync(path.join(POSTGRES_BIN, 'initdb'));
}
