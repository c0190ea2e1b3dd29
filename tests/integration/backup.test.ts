import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { cmsDir, getJson } from '../support/strapi';
import { POSTGRES_MISSING, startPostgres, type RunningPostgres } from '../support/postgres';

/**
 * The backup drill, on SQLite and on PostgreSQL: `npm run backup` while the CMS runs, then data
 * and media change, `npm run restore` refuses while the CMS runs, and after a restore and a
 * restart every row of every table and every uploaded file is back as it was at the backup.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const repoRoot = path.resolve(cmsDir, '..');
const APP = 'plugin::enrolment.application';
const sharp = createRequire(path.join(cmsDir, 'package.json'))('sharp');

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
    stack = await startLearnerStack(`backup-${database}`, { DHARMA_NOW: TODAY, CMS_PUBLIC_DIR: publicDir, ...dbEnv });
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
      dbEnv = { DATABASE_URL: pg.url, DATABASE_CLIENT: '' };
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
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'backup.json'), 'utf8'));
    expect(manifest).toMatchObject({ client: database, uploadFiles: Object.keys(filesAtBackup).length });
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
}

describe('backup drill on SQLite', () => drill('sqlite'));
describe('backup drill on PostgreSQL', () => drill('postgres'));
