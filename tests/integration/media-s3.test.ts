import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSecrets, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { cleanEnv } from '../../scripts/lib/test-processes';
import { cmsDir, freePort, startCms, tempDbFile, type RunningCms } from '../support/strapi';
import { startS3, type S3Server } from '../support/s3';

/**
 * Media on S3-compatible storage, on SQLite and on PostgreSQL: a school that started with media in
 * the CMS's folder switches to a bucket (a real S3 server, s3rver). `npm run media:migrate`
 * lists what it would move (--dry-run, changing nothing), moves every picture and PDF with its
 * resized formats and points the rows at the bucket, never puts a type the library refuses on
 * the bucket's public origin, names a file this machine does not have, and changes nothing on a
 * second run. The CMS on the bucket then stores new uploads there and not on its disk, the panel
 * may show the bucket's pictures, and web sends an old /uploads/ address to the bucket.
 */
const repoRoot = path.resolve(cmsDir, '..');
const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));
const sharp = cmsRequire('sharp');
const ADMIN = { email: 'admin@dharma.test', password: 'Test-admin-password-1' };
const FILE = 'plugin::upload.file';

let work: string;
let publicDir: string;
let uploadsDir: string;
let s3: S3Server;
let cms: RunningCms | undefined;
/** The database and secrets the CMS ran on, for the script (it loads the CMS on the same settings). */
let cmsSettings: Record<string, string>;
const dbFile = tempDbFile('media-s3');

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}
function migrate(args: string[] = []): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'media-migrate.mjs'), ...args],
      { cwd: repoRoot, env: { ...cleanEnv(), ...cmsSettings, ...s3.env, CMS_PUBLIC_DIR: publicDir } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
const localFiles = () => fs.readdirSync(uploadsDir).sort();
interface FileRow {
  name: string;
  url: string;
  provider: string;
  formats: Record<string, string>;
}
const rows = async (): Promise<FileRow[]> =>
  (await cms!.strapi.db.query(FILE).findMany({ orderBy: { id: 'asc' } })).map((r: any) => ({
    name: r.name,
    url: r.url,
    provider: r.provider,
    formats: Object.fromEntries(Object.entries(r.formats ?? {}).map(([k, f]: [string, any]) => [k, f.url])),
  }));

async function picture(name: string, width: number, height: number, colour: string) {
  const filepath = path.join(work, name);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toFile(filepath);
  return filepath;
}
async function uploadThroughService(filepath: string, mimetype: string) {
  const [file] = await cms!.strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: {},
      files: { filepath, originalFilename: path.basename(filepath), mimetype, size: fs.statSync(filepath).size },
    });
  return file;
}

async function startOn(env: Record<string, string>) {
  cms = await startCms({ dbFile, env: { SEED_DEMO_CONTENT: 'false', LIBRARY_INDEX_AT_BOOT: 'false', CMS_PUBLIC_DIR: publicDir, ...env } });
  cmsSettings = cms.env;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-media-'));
  publicDir = path.join(work, 'public');
  uploadsDir = path.join(publicDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  s3 = await startS3();
});

afterAll(async () => {
  await cms?.stop();
  await s3?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
});

let banner: any, gone: any;
let goneBytes: Buffer;

describe('media in the local folder, moved to a bucket', () => {
  it('without the bucket settings, uploads go to the local folder as before', async () => {
    await startOn({});
    banner = await uploadThroughService(await picture('banner.png', 800, 400, '#c83'), 'image/png');
    await uploadThroughService(await picture('pixel.png', 60, 60, '#38c'), 'image/png');
    const pdf = path.join(work, 'handout.pdf');
    fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await uploadThroughService(pdf, 'application/pdf');
    gone = await uploadThroughService(await picture('gone.png', 80, 80, '#3a3'), 'image/png');
    // A page put in the library before it checked types (here by hand): it must never reach the
    // bucket, whose public origin would serve it as a page.
    fs.writeFileSync(path.join(uploadsDir, 'old_page_1a2b.html'), '<script>alert(1)</script>');
    await cms!.strapi.db.query(FILE).create({
      data: {
        name: 'old-page.html',
        hash: 'old_page_1a2b',
        ext: '.html',
        mime: 'text/html',
        size: 0.03,
        url: '/uploads/old_page_1a2b.html',
        provider: 'local',
      },
    });

    expect(banner.provider).toBe('local');
    expect(banner.url).toMatch(/^\/uploads\/banner_\w+\.png$/);
    // The original and three resized formats (thumbnail, small, medium).
    expect(Object.keys(banner.formats).sort()).toEqual(['medium', 'small', 'thumbnail']);
    expect(localFiles()).toHaveLength(4 + 1 + 1 + 1 + 1);
    expect(await s3.keys()).toEqual([]);
    await cms!.stop();
  });

  let before: FileRow[];

  it('--dry-run lists what it would move, what is missing here and what stays local, and changes nothing', async () => {
    // gone.png is on another machine's disk, not this one's.
    const gonePath = path.join(uploadsDir, path.basename(gone.url));
    goneBytes = fs.readFileSync(gonePath);
    fs.rmSync(gonePath);
    const filesBefore = localFiles();

    const dry = await migrate(['--dry-run']);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    const out = dry.stdout;
    expect(out).toContain(`[media] dry run: media library files in ${uploadsDir} → bucket dharma-media at ${s3.endpoint}`);
    expect(out).toMatch(/\[media\] would move: banner\.png \(id \d+, 4 files\)/);
    expect(out).toMatch(/\[media\] would move: pixel\.png \(id \d+, 1 file\)/);
    expect(out).toMatch(/\[media\] would move: handout\.pdf \(id \d+, 1 file\)/);
    expect(out).toContain(`[media] missing on this machine: gone.png (id ${gone.id}, 1 file): ${gonePath}; copy it here`);
    expect(out).toMatch(
      /\[media\] left in the local folder: old-page\.html \(id \d+, 1 file\): text\/html is not a type the media library accepts/,
    );
    expect(out).toContain('[media] dry run: would move 3 (6 objects); 1 missing on this machine, 1 of a type left in the local folder');
    expect(out).toContain('Nothing was changed.');

    expect(await s3.keys()).toEqual([]);
    expect(localFiles()).toEqual(filesBefore);
    await startOn({});
    before = await rows();
    expect(before.every((r) => r.provider === 'local')).toBe(true);
    await cms!.stop();
  });

  it('moves every picture and PDF with its formats to the bucket, byte for byte, and points the rows there', async () => {
    // Copied here from the machine that had it.
    fs.writeFileSync(path.join(uploadsDir, path.basename(gone.url)), goneBytes);
    const run = await migrate();
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      new RegExp(`\\[media\\] moved: banner\\.png \\(id \\d+, 4 files\\) → ${s3.publicUrl}/uploads/banner_\\w+\\.png`),
    );
    expect(run.stdout).toContain('[media] done: moved 4 (7 objects); 0 missing on this machine, 1 of a type left in the local folder');
    // The page is still local: the run did not finish the job, and says so by its exit code.
    expect(run.code).toBe(1);

    await startOn(s3.env);
    const after = await rows();
    for (const [i, row] of after.entries()) {
      if (row.name === 'old-page.html') {
        expect(row).toEqual(before[i]);
        continue;
      }
      expect(row.provider).toBe('aws-s3');
      // The same name, in the bucket under uploads/.
      expect(row.url).toBe(`${s3.publicUrl}${before[i]!.url}`);
      for (const [format, url] of Object.entries(row.formats)) expect(url).toBe(`${s3.publicUrl}${before[i]!.formats[format]}`);
    }
    const moved = after.filter((r) => r.provider === 'aws-s3').flatMap((r) => [r.url, ...Object.values(r.formats)]);
    expect(moved).toHaveLength(7);
    expect(await s3.keys()).toEqual(moved.map((url) => url.slice(`${s3.publicUrl}/`.length)).sort());
    for (const url of moved) {
      const served = await fetch(url);
      expect(served.status, url).toBe(200);
      // What browsers get from the bucket is the file the CMS had, with its type.
      expect(sha(Buffer.from(await served.arrayBuffer())), url).toBe(sha(fs.readFileSync(path.join(uploadsDir, path.basename(url)))));
      expect(served.headers.get('content-type'), url).toBe(url.endsWith('.pdf') ? 'application/pdf' : 'image/png');
    }
    before = after;
    await cms!.stop();
  });

  it('a second run changes nothing and says so', async () => {
    const keys = await s3.keys();
    const run = await migrate();
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(
      '[media] nothing more to move: 4 media library files are in the bucket; 0 missing on this machine, 1 of a type left in the local folder',
    );
    expect(run.stdout).not.toContain('moved:');
    expect(await s3.keys()).toEqual(keys);
    await startOn(s3.env);
    expect(await rows()).toEqual(before);
  });
});

describe('the CMS and web with media in the bucket', () => {
  it('an upload through the panel goes to the bucket and not to the disk; the panel may show the bucket’s pictures', async () => {
    const login = await fetch(`${cms!.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = (await login.json()).data.token;
    const filesBefore = localFiles();
    const keysBefore = await s3.keys();
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(fs.readFileSync(await picture('course.png', 600, 300, '#83c')))], { type: 'image/png' }),
      'course.png',
    );
    const res = await fetch(`${cms!.url}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(201);
    const [stored] = await res.json();
    expect(stored.provider).toBe('aws-s3');
    expect(stored.url).toMatch(new RegExp(`^${s3.publicUrl}/uploads/course_\\w+\\.png$`));
    expect((await s3.keys()).length).toBe(keysBefore.length + 3); // the original, thumbnail and small
    expect((await fetch(stored.url)).status).toBe(200);
    expect(localFiles()).toEqual(filesBefore);

    const csp = (await fetch(`${cms!.url}/admin`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replaceAll('.', '\\.')}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint.replaceAll('.', '\\.')}`));
  });

  it('web sends an old /uploads/ address of a picture to the bucket, keeps other types a sandboxed download, and allows the bucket’s pictures', async () => {
    const port = await freePort();
    const secrets = freshSecrets();
    const web = await startWeb(
      cleanEnv({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        CMS_URL: cms!.url,
        SITE_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: secrets.SESSION_SECRET,
        WEB_CMS_SECRET: secrets.WEB_CMS_SECRET,
        PREVIEW_SECRET: crypto.randomBytes(24).toString('base64url'),
        KAKAO_CLIENT_ID: 'media-test',
        MEDIA_PUBLIC_URL: s3.publicUrl,
      }),
      { quiet: true },
    );
    try {
      const site = `http://127.0.0.1:${port}`;
      const name = path.basename(banner.url);
      const old = await fetch(`${site}/uploads/${name}`, { redirect: 'manual' });
      expect(old.status).toBe(302);
      expect(old.headers.get('location')).toBe(`${s3.publicUrl}/uploads/${name}`);
      expect(old.headers.get('cache-control')).toBe('public, max-age=86400');
      const followed = await fetch(old.headers.get('location')!);
      expect(followed.status).toBe(200);

      const page = await fetch(`${site}/uploads/old_page_1a2b.html`, { redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-disposition')).toBe('attachment; filename="old_page_1a2b.html"');
      expect(page.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");

      const csp = (await fetch(`${site}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`img-src 'self' data: ${s3.endpoint};`);
    } finally {
      await stopAll([web]);
    }
  });
});
