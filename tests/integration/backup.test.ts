import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { cmsDir, getJson, startCms, tempDbFile, type RunningCms } from '../support/strapi';
import { startS3, type S3Server } from '../support/s3';
import { POSTGRES_MISSING, startPostgres, type RunningPostgres } from '../support/postgres';

/**
 * The backup drill, on SQLite and on PostgreSQL: `npm run backup` while the CMS runs, then data
 * and media change, `npm run restore` refuses while the CMS runs, and after a restore and a
 * restart every row of every table and every uploaded file is back as it was at the backup.
 * Then the nightly run (`npm run backup -- --scheduled`, what systemd's timer starts): its backup
 * is checked by restoring it into a scratch database, the rotation keeps what the rule says among
 * forty days of backups and touches nothing else, a tampered backup fails its check naming the
 * table, and a run that cannot back up exits non-zero.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
/** The nightly run of the rotation drill: a Sunday, 03:30 in Korea. */
const RUN = '2026-12-27T03:30:00+09:00';
const repoRoot = path.resolve(cmsDir, '..');
const APP = 'plugin::enrolment.application';
const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));
const sharp = cmsRequire('sharp');
const Database = cmsRequire('better-sqlite3');
const { Client } = cmsRequire('pg');

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve) => {
    // Async, so the in-process CMS keeps answering while the script runs.
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts', `${script}.mjs`), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * Strapi rewrites its own settings store on every start, restore or not (panel layouts derived
 * again from the schemas, a fresh random schedule for upload metrics, a notice flag once media
 * exist): only that every key it had is still there is checked.
 */
const REWRITTEN_ON_START = 'strapi_core_store_settings';

/** Every row of every table, in a stable order. */
async function snapshot(strapi: any): Promise<Record<string, unknown[]>> {
  const knex = strapi.db.connection;
  const names: string[] =
    strapi.db.dialect.client === 'postgres'
      ? (await knex.raw('select tablename as name from pg_tables where schemaname = current_schema()')).rows.map((r: any) => r.name)
      : (await knex.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map((r: any) => r.name);
  const out: Record<string, unknown[]> = {};
  for (const name of names.sort()) {
    if (name === REWRITTEN_ON_START) {
      out[name] = (await knex(name).select('key')).map((r: { key: string }) => r.key).sort();
      continue;
    }
    const rows = await knex(name).select('*');
    out[name] = rows.map((r: unknown) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Per table, the rows only one side has (shortened), so a failure names what came back wrong. */
function differences(expected: Record<string, unknown[]>, actual: Record<string, unknown[]>) {
  const out: Record<string, { missing: string[]; unexpected: string[] }> = {};
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const want = new Set((expected[table] ?? []) as string[]);
    const have = new Set((actual[table] ?? []) as string[]);
    const missing = [...want].filter((r) => !have.has(r)).map((r) => r.slice(0, 300));
    const unexpected = table === REWRITTEN_ON_START ? [] : [...have].filter((r) => !want.has(r)).map((r) => r.slice(0, 300));
    if (missing.length || unexpected.length || !(table in expected) || !(table in actual)) out[table] = { missing, unexpected };
  }
  return out;
}

/** Rows per table, as a backup's manifest records them. */
function rowCounts(snap: Record<string, unknown[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(snap).map(([table, rows]) => [table, rows.length]));
}

/** A backup folder's name for an instant given in Korean time, as the scripts name scheduled ones. */
function scheduledName(korean: string): string {
  return `${new Date(korean)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}-scheduled`;
}

const readManifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'backup.json'), 'utf8'));
const writeManifest = (dir: string, manifest: unknown) => fs.writeFileSync(path.join(dir, 'backup.json'), JSON.stringify(manifest));

/** Every file under the uploads folder with a digest of its bytes. */
function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

async function uploadImage(strapi: any, work: string, name: string, colour: string) {
  const filepath = path.join(work, name);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toFile(filepath);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({ data: {}, files: { filepath, originalFilename: name, mimetype: 'image/png', size: fs.statSync(filepath).size } });
  return file;
}

function drill(database: 'sqlite' | 'postgres') {
  let work: string, publicDir: string, uploadsDir: string, backupsDir: string;
  let pg: RunningPostgres | null = null;
  let stack: LearnerStack | undefined;
  let dbEnv: Record<string, string>;

  /** A statement as PostgreSQL's superuser, on `database` (default: the cluster's own). */
  const superuser = async (sql: string, database?: string) => {
    const url = new URL(pg!.url);
    if (database) url.pathname = `/${database}`;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  /** Scratch databases a check made and did not drop. */
  const scratchDatabases = async () =>
    database === 'postgres'
      ? (await superuser("select datname from pg_database where datname like '%\\_verify\\_%'")).map((r: { datname: string }) => r.datname)
      : [];

  // The scripts read the same settings the CMS does; DATABASE_URL is set empty for SQLite so a
  // developer's .env cannot point them at another database.
  const scriptEnv = (cmsPort: string) => ({
    ...dbEnv,
    CMS_PUBLIC_DIR: publicDir,
    BACKUP_DIR: backupsDir,
    HOST: '127.0.0.1',
    CMS_PORT: cmsPort,
  });
  const start = async () => {
    process.env.DHARMA_NOW = TODAY;
    // No scheduled jobs: the sender's minute tick would mark notices sent between the snapshots
    // that show a refused restore changed nothing (it did, once, on a busy machine).
    stack = await startLearnerStack(`backup-${database}`, {
      DHARMA_NOW: TODAY,
      CMS_PUBLIC_DIR: publicDir,
      CMS_SCHEDULED_JOBS: 'false',
      ...dbEnv,
    });
    return stack;
  };
  const stop = async () => {
    await stack?.stop();
    // startLearnerStack made a database file of its own, unused here (DATABASE_FILENAME wins).
    if (stack) fs.rmSync(path.dirname(stack.cms.dbFile), { recursive: true, force: true });
    stack = undefined;
  };

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), `dharma-backup-${database}-`));
    publicDir = path.join(work, 'public');
    uploadsDir = path.join(publicDir, 'uploads');
    backupsDir = path.join(work, 'backups');
    fs.mkdirSync(uploadsDir, { recursive: true });
  });

  afterAll(async () => {
    await stop();
    await pg?.stop();
    delete process.env.DATABASE_URL;
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  let atBackup: Record<string, unknown[]>;
  let filesAtBackup: Record<string, string>;
  let backupDir: string;
  let keptArticle: string;
  let keptImage: string;

  it('backs up while the CMS runs: the database and the uploads', async () => {
    if (database === 'postgres') {
      pg = await startPostgres();
      if (!pg) throw new Error(POSTGRES_MISSING);
      // As the deployment guide sets it up: the database's owner, not a superuser, with CREATEDB
      // for the nightly check's scratch database.
      await superuser("create role dharma login createdb password 'drill-secret'");
      await superuser('create database dharma_school owner dharma');
      const url = new URL(pg.url);
      Object.assign(url, { username: 'dharma', password: 'drill-secret', pathname: '/dharma_school' });
      dbEnv = { DATABASE_URL: url.toString(), DATABASE_CLIENT: '' };
    } else {
      dbEnv = { DATABASE_URL: '', DATABASE_CLIENT: '', DATABASE_FILENAME: path.join(work, 'data.db') };
    }
    const s = await start();
    const codes = (...list: string[]) => list.map((course_name) => ({ course_name }));
    // The demo seed's applications are there before the drill's own.
    const seeded = await s.cms.strapi.db.query(APP).count();
    for (const [i, choice] of [['2027SP-D5', '2027SP-J1'], ['2027SP-F1'], ['2027SP-J1']].entries()) {
      const { access_token: token } = await s.signIn(`drill${i}@example.com`, `학인${i}`);
      expect((await s.call('POST', '/v2/apply/courses', { token, body: codes(...choice) })).status).toBe(200);
      if (i === 0)
        expect((await s.call('POST', '/v1/applications', { token, body: { religion_name: '법현', agreed: true } })).status).toBe(200);
    }
    const image = await uploadImage(s.cms.strapi, work, 'dharma-wheel.png', '#c83');
    keptImage = image.url;
    const article = await s.cms.strapi.documents('api::article.article').create({
      data: { title: '백업 훈련 공지', type: 'notice', content: '백업 전에 쓴 글' },
      status: 'published',
    });
    keptArticle = article.documentId;
    expect(Object.keys(files(uploadsDir)).length).toBeGreaterThan(1); // the image and its resized formats

    atBackup = await snapshot(s.cms.strapi);
    filesAtBackup = files(uploadsDir);
    expect((atBackup.enrolment_applications ?? []).length).toBe(seeded + 7);

    const port = new URL(s.cms.url).port;
    const backup = await runScript('backup', [], scriptEnv(port));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const dirs = fs.readdirSync(backupsDir);
    expect(dirs).toHaveLength(1);
    backupDir = path.join(backupsDir, dirs[0]);
    expect(backup.stdout).toContain(`done: ${backupDir}`);
    const manifest = readManifest(backupDir);
    expect(manifest).toMatchObject({ kind: 'manual', client: database, uploadFiles: Object.keys(filesAtBackup).length });
    // The rows of every table, counted in the copy's own snapshot: here, what the CMS holds.
    expect(manifest.tables).toEqual(rowCounts(atBackup));
    // Every learner's data is in it: the owner's alone, whatever the umask.
    const modes = [
      backupsDir,
      backupDir,
      ...fs.readdirSync(backupDir, { recursive: true }).map((f) => path.join(backupDir, String(f))),
    ].map((f) => [
      path.relative(backupsDir, f) || '.',
      fs.statSync(f).isDirectory() ? 'dir' : 'file',
      (fs.statSync(f).mode & 0o777).toString(8),
    ]);
    expect(modes.filter(([, kind, mode]) => mode !== (kind === 'dir' ? '700' : '600'))).toEqual([]);
  });

  it('data and media change; restore refuses while the CMS runs and changes nothing', async () => {
    const s = stack!;
    const strapi = s.cms.strapi;
    const [first, second] = await strapi.db
      .query('plugin::users-permissions.user')
      .findMany({ where: { email: { $startsWith: 'drill' } }, orderBy: { id: 'asc' } });
    await strapi.db.query(APP).deleteMany({ where: { owner: first.id } });
    await strapi.db.query(APP).updateMany({ where: { owner: second.id }, data: { status: 'approved', amountDue: 0 } });
    await strapi.db.query('plugin::users-permissions.user').update({ where: { id: second.id }, data: { username: '바뀐 이름' } });
    await strapi.documents('api::article.article').delete({ documentId: keptArticle });
    const [image] = await strapi.db.query('plugin::upload.file').findMany({ where: { url: keptImage } });
    await strapi.plugin('upload').service('upload').remove(image);
    await uploadImage(strapi, work, 'after-backup.png', '#38c');
    const { access_token: token } = await s.signIn('late@example.com', '늦은 학인');
    expect((await s.call('POST', '/v2/apply/courses', { token, body: [{ course_name: '2027SP-J1' }] })).status).toBe(200);

    const changed = await snapshot(strapi);
    const changedFiles = files(uploadsDir);
    expect(Object.keys(differences(atBackup, changed)).sort()).toEqual(
      expect.arrayContaining(['articles', 'enrolment_applications', 'files', 'up_users']),
    );
    expect(changedFiles).not.toEqual(filesAtBackup);

    const port = new URL(s.cms.url).port;
    const refused = await runScript('restore', [backupDir], scriptEnv(port));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Refused, nothing was changed. The CMS is running');
    // The CMS answering on another port than the one configured: the database itself says it is in use.
    const elsewhere = await runScript('restore', [backupDir], scriptEnv('1'));
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toMatch(database === 'sqlite' ? /is in use by another process/ : /other connection\(s\) use the database/);

    expect(differences(changed, await snapshot(strapi))).toEqual({});
    expect(files(uploadsDir)).toEqual(changedFiles);
    expect(fs.readdirSync(backupsDir)).toHaveLength(1);
  });

  it('after the CMS stops, restore puts every row and every upload back', async () => {
    await stop();
    const restored = await runScript('restore', [backupDir], scriptEnv('1'));
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    // What was there before the restore is kept as one more backup.
    expect(fs.readdirSync(backupsDir).filter((d) => d.endsWith('-before-restore'))).toHaveLength(1);
    expect(files(uploadsDir)).toEqual(filesAtBackup);

    const s = await start();
    expect(differences(atBackup, await snapshot(s.cms.strapi))).toEqual({});
    expect(files(uploadsDir)).toEqual(filesAtBackup);
    // And people see it: the article and the image are served again.
    expect((await getJson(`${s.cms.url}/api/articles/${keptArticle}`)).body.data.title).toBe('백업 훈련 공지');
    const served = await fetch(`${s.cms.url}${keptImage}`);
    expect(served.status).toBe(200);
    const digest = crypto
      .createHash('sha256')
      .update(Buffer.from(await served.arrayBuffer()))
      .digest('hex');
    expect(digest).toBe(filesAtBackup[keptImage.replace(/^\/uploads\//, '')]);
  });

  let nightlyDir: string;

  it('the nightly run backs up, checks the backup by restoring it into a scratch database, then rotates', async () => {
    const s = stack!;
    const live = rowCounts(await snapshot(s.cms.strapi));
    const run = await runScript('backup', ['--scheduled'], scriptEnv(new URL(s.cms.url).port));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[backup\] backup: ok, .*-scheduled \(/);
    expect(lines[1]).toMatch(
      database === 'sqlite'
        ? /^\[backup\] verify: ok, restored into a temporary file \(removed again\): \d+ tables, \d+ rows and \d+ upload files as counted at backup time$/
        : /^\[backup\] verify: ok, restored into scratch database dharma_school_verify_\d{14}_[0-9a-f]{6} \(removed again\): /,
    );
    // The manual backup and the copy the restore saved are counted, never rotated.
    expect(lines[2]).toBe(
      '[backup] rotate: ok, kept 1 scheduled backup (1 daily, 0 more weekly), deleted none; 2 other backups left alone',
    );

    nightlyDir = path.join(
      backupsDir,
      lines[0]!
        .match(/ok, (\S+) \(/)![1]!
        .split(path.sep)
        .pop()!,
    );
    const manifest = readManifest(nightlyDir);
    expect(manifest).toMatchObject({ kind: 'scheduled', createdAt: new Date(TODAY).toISOString() });
    expect(manifest.tables).toEqual(live);
    expect(await scratchDatabases()).toEqual([]);
  }, 240_000);

  it('rotation keeps the newest of each of the last 7 Korean days and 4 ISO weeks, and nothing but scheduled backups goes', async () => {
    // Forty nights of backups at 03:30 in Korea (copies of the real one, dated by their manifest),
    // up to the night before RUN, with a few that test the rule's edges.
    const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 11, 26 - i)).toISOString().slice(0, 10));
    // The manual backup and the restore's safety copy from the start of the drill.
    const drillOwn = fs.readdirSync(backupsDir).filter((name) => !name.endsWith('-scheduled'));
    expect(drillOwn).toHaveLength(2);
    const scheduled = [
      ...days.map((day) => `${day}T03:30:00+09:00`),
      '2026-12-24T21:00:00+09:00', // later on a day that has a 03:30 one: the day's newest
      '2026-12-21T00:30:00+09:00', // Monday in Korea, still Sunday in UTC: not Sunday's, and not Monday's newest
      '2026-12-29T03:30:00+09:00', // after the run: a clock set back must not cost it
    ];
    const copy = (name: string, change: (m: any) => void, into = backupsDir) => {
      const dir = path.join(into, name);
      fs.cpSync(nightlyDir, dir, { recursive: true });
      const manifest = readManifest(dir);
      change(manifest);
      writeManifest(dir, manifest);
      return dir;
    };
    for (const at of scheduled) copy(scheduledName(at), (m) => (m.createdAt = new Date(at).toISOString()));

    // Not the rotation's, however old: a backup made by hand, a restore's safety copy, and things
    // named like scheduled backups that are not one.
    const old = '2026-11-01T03:30:00+09:00';
    const mine = [
      copy(scheduledName(old).replace('-scheduled', ''), (m) =>
        Object.assign(m, { kind: 'manual', createdAt: new Date(old).toISOString() }),
      ),
      copy(scheduledName(old).replace('-scheduled', '-before-restore'), (m) =>
        Object.assign(m, { kind: 'before-restore', createdAt: new Date(old).toISOString() }),
      ),
      copy(scheduledName('2026-11-02T03:31:00+09:00'), (m) => Object.assign(m, { kind: 'manual', createdAt: new Date(old).toISOString() })),
    ].map((d) => path.basename(d));
    const outside = copy('elsewhere', (m) => (m.createdAt = new Date(old).toISOString()), work);
    const link = scheduledName('2026-11-03T03:31:00+09:00');
    fs.symlinkSync(outside, path.join(backupsDir, link));
    const noManifest = copy(scheduledName('2026-11-04T03:31:00+09:00'), () => {});
    fs.rmSync(path.join(noManifest, 'backup.json'));
    const linkedManifest = copy(scheduledName('2026-11-05T03:31:00+09:00'), () => {});
    fs.rmSync(path.join(linkedManifest, 'backup.json'));
    fs.symlinkSync(path.join(outside, 'backup.json'), path.join(linkedManifest, 'backup.json'));
    const partial = `${scheduledName('2026-11-06T03:31:00+09:00')}.partial`;
    fs.mkdirSync(path.join(backupsDir, partial));
    const lookalikes = [mine[2]!, link, path.basename(noManifest), path.basename(linkedManifest)];
    const before = fs.readdirSync(backupsDir);
    const notRotated = before.filter((name) => !/-scheduled$/.test(name) || lookalikes.includes(name));
    expect(notRotated.sort()).toEqual(
      [...mine, link, path.basename(noManifest), path.basename(linkedManifest), partial, ...drillOwn].sort(),
    );
    const outsideFiles = files(outside);

    const port = new URL(stack!.cms.url).port;
    const run = await runScript('backup', ['--scheduled'], { ...scriptEnv(port), DHARMA_NOW: RUN });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const made = scheduledName(RUN);
    expect(run.stdout).toContain(`backup: ok, ${path.join(backupsDir, made)} (`);
    expect(run.stdout).toContain('verify: ok, restored into');

    const kept = [
      // daily: the last 7 Korean days, RUN's included
      made,
      scheduledName('2026-12-26T03:30:00+09:00'),
      scheduledName('2026-12-25T03:30:00+09:00'),
      scheduledName('2026-12-24T21:00:00+09:00'),
      scheduledName('2026-12-23T03:30:00+09:00'),
      scheduledName('2026-12-22T03:30:00+09:00'),
      scheduledName('2026-12-21T03:30:00+09:00'),
      // weekly: the newest of each of the 3 ISO weeks before RUN's (RUN's own is the one just made)
      scheduledName('2026-12-20T03:30:00+09:00'),
      scheduledName('2026-12-13T03:30:00+09:00'),
      scheduledName('2026-12-06T03:30:00+09:00'),
      // after the run's instant
      scheduledName('2026-12-29T03:30:00+09:00'),
    ];
    const deleted = before.filter((name) => /-scheduled$/.test(name) && !lookalikes.includes(name) && !kept.includes(name));
    // 40 nights less 8 kept, the 03:30 of Dec 24, the Monday 00:30 one, and the drill's own nightly from TODAY
    expect(deleted).toHaveLength(34);
    expect(deleted).toContain(path.basename(nightlyDir));
    expect(deleted).toContain(scheduledName('2026-12-24T03:30:00+09:00'));
    expect(deleted).toContain(scheduledName('2026-12-21T00:30:00+09:00'));
    expect(
      fs
        .readdirSync(backupsDir)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual([...notRotated, ...kept].sort());
    expect(run.stdout).toContain(
      `rotate: ok, kept 11 scheduled backups (7 daily, 3 more weekly, 1 dated after now or unreadable), deleted 34: `,
    );
    expect(run.stdout).toContain(
      `; 5 other backups left alone; left alone, named like scheduled backups but not one: ${[
        `${mine[2]} (backup.json says kind manual)`,
        `${link} (a symbolic link)`,
        `${path.basename(noManifest)} (no backup.json)`,
        `${path.basename(linkedManifest)} (backup.json is not a plain file)`,
      ]
        .sort()
        .join(', ')}\n`,
    );
    // What the link pointed at is untouched.
    expect(fs.lstatSync(path.join(backupsDir, link)).isSymbolicLink()).toBe(true);
    expect(files(outside)).toEqual(outsideFiles);
    expect(await scratchDatabases()).toEqual([]);
    nightlyDir = path.join(backupsDir, made);
  }, 300_000);

  it('a tampered backup fails its check naming the table, and the scratch database is gone', async () => {
    const tampered = path.join(work, 'tampered');
    fs.mkdirSync(tampered);
    const port = new URL(stack!.cms.url).port;
    const verify = (dir: string) => runScript('backup', ['--verify', dir], scriptEnv(port));
    const copyOf = (name: string) => {
      const dir = path.join(tampered, name);
      fs.cpSync(nightlyDir, dir, { recursive: true });
      return dir;
    };
    const recorded = readManifest(nightlyDir).tables as Record<string, number>;
    // Which account has which role: a table nothing else points at, so one row can go alone.
    const roles = recorded.up_users_role_lnk!;
    expect(roles).toBeGreaterThan(3);

    // Untouched, the same copy passes: the failures below are the tampering's.
    const intact = await verify(copyOf('intact'));
    expect(intact.stderr).toBe('');
    expect(intact.code).toBe(0);
    expect(intact.stdout).toMatch(/verify: ok, .*intact restored into/);

    // A row deleted from the database copy itself.
    const rowGone = copyOf('row-gone');
    if (database === 'sqlite') {
      const db = new Database(path.join(rowGone, 'data.db'));
      db.prepare('delete from up_users_role_lnk where id = (select max(id) from up_users_role_lnk)').run();
      db.close();
    } else {
      // Restored, changed and dumped again by hand, over the backup's dump.
      const dump = path.join(rowGone, 'database.pgdump');
      const scratch = new URL(pg!.url);
      scratch.pathname = '/tamper_work';
      await superuser('create database tamper_work');
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${scratch}`, dump]);
      await superuser('delete from up_users_role_lnk where id = (select max(id) from up_users_role_lnk)', 'tamper_work');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${scratch}`]);
      await superuser('drop database tamper_work');
    }
    const rowCheck = await verify(rowGone);
    expect(rowCheck.code).toBe(1);
    expect(rowCheck.stderr).toBe(
      `[backup] verify: FAILED, table up_users_role_lnk: ${roles - 1} rows in the restored copy, ${roles} rows at backup time\n`,
    );

    // A count in the manifest changed, and an uploaded file gone.
    const countChanged = copyOf('count-changed');
    const manifest = readManifest(countChanged);
    manifest.tables.articles += 1;
    writeManifest(countChanged, manifest);
    const [anUpload] = Object.keys(files(path.join(countChanged, 'uploads')));
    fs.rmSync(path.join(countChanged, 'uploads', anUpload!));
    const countCheck = await verify(countChanged);
    expect(countCheck.code).toBe(1);
    expect(countCheck.stderr).toBe(
      `[backup] verify: FAILED, table articles: ${recorded.articles} rows in the restored copy, ${recorded.articles! + 1} rows at backup time; ` +
        `uploads: ${manifest.uploadFiles - 1} files in the backup, ${manifest.uploadFiles} at backup time\n`,
    );

    // A database copy cut short does not restore at all.
    const cut = copyOf('cut-short');
    const dbFile = path.join(cut, database === 'sqlite' ? 'data.db' : 'database.pgdump');
    fs.truncateSync(dbFile, Math.floor(fs.statSync(dbFile).size / 2));
    const cutCheck = await verify(cut);
    expect(cutCheck.code).toBe(1);
    expect(cutCheck.stderr).toMatch(
      database === 'sqlite'
        ? /^\[backup\] verify: FAILED, the database copy (is damaged|does not open)/
        : /^\[backup\] verify: FAILED, the dump does not restore: pg_restore failed/,
    );

    expect(await scratchDatabases()).toEqual([]);
    // The nightly backup itself was never touched by any of it.
    expect((await verify(nightlyDir)).code).toBe(0);
  }, 300_000);

  it('a nightly run that cannot back up, or is set up wrong, fails without deleting anything', async () => {
    const before = fs.readdirSync(backupsDir).sort();
    const port = new URL(stack!.cms.url).port;
    const badSetting = await runScript('backup', ['--scheduled'], { ...scriptEnv(port), BACKUP_KEEP_WEEKLY: '0', DHARMA_NOW: RUN });
    expect(badSetting.code).toBe(1);
    expect(badSetting.stderr).toBe('[backup] backup environment: BACKUP_KEEP_WEEKLY: must be a whole number of at least 1\n');

    const unreachable: Record<string, string> =
      database === 'sqlite'
        ? { DATABASE_FILENAME: path.join(work, 'no-such.db') }
        : { DATABASE_URL: `postgres://dharma:drill-secret@127.0.0.1:1/dharma_school` };
    const noDatabase = await runScript('backup', ['--scheduled'], {
      ...scriptEnv(port),
      ...unreachable,
      DHARMA_NOW: '2027-03-01T03:30:00+09:00',
    });
    expect(noDatabase.code).toBe(1);
    const lines = noDatabase.stderr.trim().split('\n');
    expect(lines[0]).toMatch(
      database === 'sqlite'
        ? /^\[backup\] backup: FAILED, There is no database at /
        : /^\[backup\] backup: FAILED, Cannot reach the database /,
    );
    expect(lines.slice(1)).toEqual([
      '[backup] verify: skipped, there is no new backup to check',
      '[backup] rotate: skipped, no older backup is deleted without a new one',
    ]);
    // Past the date every daily and weekly backup falls out of the rule: nothing went all the same.
    expect(fs.readdirSync(backupsDir).sort()).toEqual(before);
    expect(noDatabase.stderr).not.toContain('drill-secret');
  }, 120_000);
}

// These tests start PostgreSQL and the CMS inside the test (the drill is one story, step after
// step), so they get the start-up hooks' time: on a loaded or 3× slower machine a first CMS start
// on a fresh PostgreSQL database passed the 60 s test timeout, and the cluster was stopped under
// a CMS still starting.
describe('backup drill on SQLite', { timeout: 240_000 }, () => drill('sqlite'));
describe('backup drill on PostgreSQL', { timeout: 240_000 }, () => drill('postgres'));

/**
 * With media in a bucket (the MEDIA_S3_* settings, a real S3 server here), a backup holds the
 * database and what is left in the local folder, not the bucket: its manifest records the bucket
 * and the backup says how to copy it; the restore says the media were not restored rather than
 * implying it. SQLite only: where the media are does not depend on the database.
 */
describe('backups with media in a bucket', { timeout: 240_000 }, () => {
  let s3: S3Server;
  let cms: RunningCms | undefined;
  let work: string;
  const dbFile = tempDbFile('backup-s3');

  afterAll(async () => {
    await cms?.stop();
    await s3?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
  });

  it('the backup records the bucket and how to copy it; the restore says the media were not in it', async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-backup-s3-'));
    const publicDir = path.join(work, 'public');
    const backupsDir = path.join(work, 'backups');
    fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
    s3 = await startS3();
    cms = await startCms({
      dbFile,
      env: { SEED_DEMO_CONTENT: 'false', LIBRARY_INDEX_AT_BOOT: 'false', CMS_PUBLIC_DIR: publicDir, ...s3.env },
    });
    const image = await uploadImage(cms.strapi, work, 'in-the-bucket.png', '#c83');
    expect(image.url.startsWith(`${s3.publicUrl}/uploads/`)).toBe(true);
    const keys = await s3.keys();
    expect(keys.length).toBeGreaterThan(1);
    const env = {
      DATABASE_URL: '',
      DATABASE_CLIENT: '',
      DATABASE_FILENAME: cms.env.DATABASE_FILENAME!,
      CMS_PUBLIC_DIR: publicDir,
      BACKUP_DIR: backupsDir,
      HOST: '127.0.0.1',
      ...s3.env,
    };

    const backup = await runScript('backup', [], { ...env, CMS_PORT: new URL(cms.url).port });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`[backup] media: in the bucket dharma-media at ${s3.endpoint} (uploads/), not in this backup\n`);
    expect(backup.stdout).toContain(
      `[backup]   to keep a copy of them too: aws s3 sync s3://dharma-media/uploads/ ${backupsDir}-media/ --region us-east-1 --endpoint-url ${s3.endpoint}\n`,
    );
    const [name] = fs.readdirSync(backupsDir);
    const dir = path.join(backupsDir, name!);
    const manifest = readManifest(dir);
    expect(manifest.format).toBe(3);
    expect(manifest.media).toEqual({
      storage: 's3',
      bucket: 'dharma-media',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      prefix: 'uploads',
      publicUrl: s3.publicUrl,
    });
    // Nothing of the bucket's, and never its keys.
    expect(manifest.uploadFiles).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'backup.json'), 'utf8')).not.toContain('S3RVER');
    const verify = await runScript('backup', ['--verify', dir], { ...env, CMS_PORT: '1' });
    expect(verify.code).toBe(0);

    await cms.stop();
    cms = undefined;
    const restore = await runScript('restore', [dir], { ...env, CMS_PORT: '1' });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(
      `[restore] media: NOT restored. The media library's files were in the bucket dharma-media at ${s3.endpoint} (uploads/) when this backup was taken, and a backup does not hold them; the restored database points at them there.\n`,
    );
    expect(restore.stdout).toContain(
      `aws s3 sync <your copy>/ s3://dharma-media/uploads/ --region us-east-1 --endpoint-url ${s3.endpoint}`,
    );
    expect(restore.stdout).not.toContain('[restore] note:');
    expect(await s3.keys()).toEqual(keys);
    // Restored with the other kind of storage, the restore says what to set.
    const local = await runScript('restore', [dir], {
      ...env,
      CMS_PORT: '1',
      MEDIA_S3_BUCKET: '',
      MEDIA_S3_REGION: '',
      MEDIA_S3_ENDPOINT: '',
      MEDIA_S3_FORCE_PATH_STYLE: '',
      MEDIA_S3_ACCESS_KEY_ID: '',
      MEDIA_S3_SECRET_ACCESS_KEY: '',
      MEDIA_PUBLIC_URL: '',
    });
    expect(local.code).toBe(0);
    expect(local.stdout).toContain('[restore] note: the CMS is now set up for the local folder, not the bucket dharma-media');
  });
});
