import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import { freshSecrets, root, standInEnv, startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { startKakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { freePort } from '../../scripts/lib/test-processes';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

/**
 * The year's own stack (year.spec.ts): CMS, web, the Kakao stand-in, a real SMTP server in this
 * process and a database of its own (a SQLite file, or a throwaway PostgreSQL cluster), with a
 * moving clock: DHARMA_CLOCK_FILE holds the instant both processes read as now, and the CMS runs
 * each daily job whose Korea time the clock passed and writes the daily reminders due at the new
 * instant, then writes `<file>.ran`.
 */
export type Database = 'sqlite' | 'postgres';

export const ADMIN = { email: 'admin@dharma.test', password: 'E2e-admin-password-1' };
/** The office's staff member on the web back office. */
export const STAFF = { email: 'office@example.com', name: '재무 보살' };
/** The scheduled notice tick's period on this stack: real seconds, reading the moved clock. */
const TICK_SECONDS = 1;

const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));

export interface YearStack {
  database: Database;
  webUrl: string;
  cmsUrl: string;
  smtp: TestSmtp;
  /** Moves the clock to `iso` and waits until the CMS has run the daily jobs the move passed and written the reminders due. */
  moveClock(iso: string): Promise<string[]>;
  /** Moves the clock while the CMS is stopped: nobody runs anything until it starts again. */
  moveClockWhileStopped(iso: string): void;
  /** The clock as last written. */
  now(): string;
  /** Stops the CMS (as over a night it is down); `startCms` starts it again on the clock as it then is. */
  stopCms(): Promise<void>;
  startCms(): Promise<void>;
  /**
   * A read-only look at the database, where no page shows what the story asserts; `write` only
   * while the CMS is stopped, for a learner the story needs who is older than the story.
   */
  db<T>(use: (knex: any) => Promise<T>, options?: { write: boolean }): Promise<T>;
  stop(): Promise<void>;
}

export async function startYearStack(database: Database, start: string): Promise<YearStack> {
  const [cmsPort, webPort, kakaoPort] = [await freePort(), await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dharma-year-${database}-`));
  const clockFile = path.join(dir, 'clock');
  let clock = start;
  const writeClock = (iso: string) => {
    const temp = `${clockFile}.${process.pid}.tmp`;
    fs.writeFileSync(temp, iso);
    fs.renameSync(temp, clockFile);
    clock = iso;
  };
  writeClock(start);
  const smtp = await startTestSmtp();
  const kakao = await startKakaoStandIn({ port: kakaoPort });
  const pg = database === 'postgres' ? await startPostgres({ database: 'dharma_year' }) : null;
  if (database === 'postgres' && !pg) throw new Error('PostgreSQL 15 is not installed');
  const { DATABASE_URL: _url, DATABASE_CLIENT: _client, DHARMA_NOW: _now, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    PORT: String(webPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_FILENAME: path.join(dir, 'data.db') }),
    ...freshSecrets(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STAFF_EMAILS: STAFF.email,
    CMS_LOG_LEVEL: 'warn',
    SITE_URL: `http://127.0.0.1:${webPort}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
    NOTICE_SEND_EVERY_SECONDS: String(TICK_SECONDS),
    DHARMA_CLOCK_FILE: clockFile,
    // A term's answers and the year's sign-ins come in minutes of real time here, not in months:
    // the per-minute limits (real minutes) would refuse what a learner spreads over her days.
    RATE_LIMIT_TASK_PER_MINUTE: '100000',
    RATE_LIMIT_EXCHANGE_PER_MINUTE: '100000',
    RATE_LIMIT_REFRESH_PER_MINUTE: '100000',
    ...standInEnv(kakao),
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  let cms: Awaited<ReturnType<typeof startCms>> | undefined;
  let web: Awaited<ReturnType<typeof startWeb>> | undefined;
  const stop = async () => {
    await stopAll([web, cms]);
    await kakao.stop();
    await smtp.close();
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    cms = await startCms(env, { quiet: true });
    web = await startWeb(env, { quiet: true });
  } catch (error) {
    await stop();
    throw error;
  }
  const ranFile = `${clockFile}.ran`;
  const ranFor = (iso: string) => {
    try {
      const ran = JSON.parse(fs.readFileSync(ranFile, 'utf8')) as { at: string; jobs: string[] };
      return new Date(ran.at).getTime() === new Date(iso).getTime() ? ran.jobs : null;
    } catch {
      return null;
    }
  };
  return {
    database,
    webUrl: `http://127.0.0.1:${webPort}`,
    cmsUrl: `http://127.0.0.1:${cmsPort}`,
    smtp,
    now: () => clock,
    async moveClock(iso) {
      expect(new Date(iso).getTime(), `the clock moves forward from ${clock}`).toBeGreaterThan(new Date(clock).getTime());
      writeClock(iso);
      let jobs: string[] | null = null;
      await expect
        .poll(() => (jobs = ranFor(iso)), { message: `the CMS ran the day's jobs up to ${iso}`, timeout: 60_000, intervals: [100] })
        .not.toBeNull();
      return jobs!;
    },
    moveClockWhileStopped(iso) {
      writeClock(iso);
    },
    async stopCms() {
      await stopAll([cms]);
      cms = undefined;
    },
    async startCms() {
      cms = await startCms(env, { quiet: true });
    },
    async db(use, options) {
      if (options?.write && cms) throw new Error('the database is written only while the CMS is stopped');
      const knex = cmsRequire('knex')(
        pg
          ? { client: 'pg', connection: pg.url, pool: { min: 0, max: 1 } }
          : {
              client: 'better-sqlite3',
              connection: { filename: path.join(dir, 'data.db'), options: { readonly: !options?.write } },
              useNullAsDefault: true,
            },
      );
      try {
        return await use(knex);
      } finally {
        await knex.destroy();
      }
    },
    stop,
  };
}
