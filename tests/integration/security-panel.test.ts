import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITORIAL_PLUGIN_TYPES, PERSONAL_DATA_TYPES } from '@dharma/config/platform/security';
import { messages } from '@dharma/config/words';
import { cmsDir, startCms, tempDbFile, type RunningCms } from '../support/strapi';

/**
 * The admin panel as monks and editors use it, against a real Strapi with the demo content:
 * learners' records are out of reach of every panel role but the super admin (also after a super
 * admin granted them by hand and the CMS restarted), the media library takes only pictures and
 * PDF, editors' links lead only to web pages, and the CMS answers no other site's page.
 */
const ADMIN = { email: 'admin@dharma.test', password: 'Test-admin-password-1' };
const PASSWORD = 'Editor-password-1';
const dbFile = tempDbFile('security-panel');
// The CMS's temporary folder (TMPDIR), its own so that a file left there by an upload is seen.
const cmsTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-security-panel-tmp-'));
const CMS_ENV = { ADMIN_LOGIN_LIMIT: '100', CMS_LOG_LEVEL: 'warn', TMPDIR: cmsTmp };
let cms: RunningCms;
let superToken: string;
const tokens: Record<'editor' | 'author', string> = { editor: '', author: '' };

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, `panel sign-in of ${email}`).toBe(200);
  return (await res.json()).data.token;
}

async function panel(method: string, urlPath: string, token: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cms.url}${urlPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** A panel account with one of Strapi's own roles, as the super admin invites an editor. */
async function panelAccount(code: string, email: string): Promise<string> {
  const role = await cms.strapi.db.query('admin::role').findOne({ where: { code } });
  await cms.strapi
    .service('admin::user')
    .create({ email, firstname: '편집', lastname: '스님', password: PASSWORD, isActive: true, registrationToken: null, roles: [role.id] });
  return login(email, PASSWORD);
}

/** One stored document of a type (its documentId), or a made-up id when the demo has none. */
async function someDocument(uid: string): Promise<string> {
  const row = await cms.strapi.db.query(uid).findOne({ select: ['documentId'] });
  return row?.documentId ?? 'no-such-document';
}

/** Every content-manager call an editor's panel could make on a collection type's entries. */
function contentManagerCalls(uid: string, documentId: string): [string, string, unknown?][] {
  const base = `/content-manager/collection-types/${uid}`;
  return [
    ['GET', base],
    ['GET', `${base}/${documentId}`],
    ['POST', base, {}],
    ['PUT', `${base}/${documentId}`, {}],
    ['DELETE', `${base}/${documentId}`],
    ['POST', `${base}/${documentId}/actions/publish`, {}],
    ['POST', `${base}/actions/bulkDelete`, { documentIds: [documentId] }],
    ['GET', `/content-manager/collection-types/${uid}/${documentId}/actions/countDraftRelations`],
  ];
}

const rowCounts = async () =>
  Object.fromEntries(await Promise.all(PERSONAL_DATA_TYPES.map(async (uid) => [uid, await cms.strapi.db.query(uid).count()] as const)));

async function refusesEveryCall(token: string, who: string) {
  const before = await rowCounts();
  // Four types at a time (each type's calls in order): some thirty types of a dozen calls each,
  // one after another, took most of a minute on a busy machine.
  const types = [...PERSONAL_DATA_TYPES];
  const worker = async () => {
    for (let uid = types.shift(); uid; uid = types.shift()) {
      const documentId = await someDocument(uid);
      for (const [method, urlPath, body] of contentManagerCalls(uid, documentId)) {
        const res = await panel(method, urlPath, token, body);
        expect(res.status, `${who}: ${method} ${urlPath}`).toBe(403);
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  // Nothing was created, changed into something else or deleted on the way.
  expect(await rowCounts()).toEqual(before);
}

/** What the CMS writes to the console while `work` runs (Strapi's logger writes to the console's own stream). */
async function consoleOutputOf(work: () => Promise<void>): Promise<string> {
  const logged: string[] = [];
  const streams = [process.stdout, (console as unknown as { _stdout?: NodeJS.WriteStream })._stdout].filter(
    (s, i, all): s is NodeJS.WriteStream => Boolean(s) && all.indexOf(s) === i,
  );
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      logged.push(String(chunk));
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  }
  try {
    await work();
  } finally {
    streams.forEach((stream, i) => (stream.write = writes[i]!));
  }
  return logged.join('');
}

let firstStart = '';
beforeAll(async () => {
  // Warnings are what this file listens for (the logger reads its level once per process).
  firstStart = await consoleOutputOf(async () => {
    // HOST is web's address: published here as a site would be, it must not publish the CMS.
    cms = await startCms({ dbFile, env: { ...CMS_ENV, HOST: '0.0.0.0' } });
  });
  superToken = await login(ADMIN.email, ADMIN.password);
  tokens.editor = await panelAccount('strapi-editor', 'editor@dharma.test');
  tokens.author = await panelAccount('strapi-author', 'author@dharma.test');
});

afterAll(async () => {
  await cms?.stop();
  fs.rmSync(cmsTmp, { recursive: true, force: true });
});

describe('the first start', () => {
  it('listens on CMS_HOST (loopback by default), not on web’s HOST', () => {
    expect(cms.strapi.server.httpServer.address().address).toBe('127.0.0.1');
  });

  it('says where the panel’s password is, and never prints it', () => {
    expect(firstStart).toContain('Strapi admin panel account created');
    expect(firstStart).toContain('ADMIN_PASSWORD in .env');
    expect(firstStart).not.toContain(ADMIN.password);
  });
});

describe('learners’ records in the admin panel', () => {
  it('every type of our plugins is either editors’ content or a learner’s personal data, and the personal ones are hidden', () => {
    // Our plugins are the folders of cms-plugins/: a plugin added there is checked without editing this test.
    const plugins = fs
      .readdirSync(path.resolve(cmsDir, '..', 'cms-plugins'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const ours = Object.keys(cms.strapi.contentTypes).filter((uid) => plugins.some((p) => uid.startsWith(`plugin::${p}.`)));
    for (const p of plugins)
      expect(
        ours.some((uid) => uid.startsWith(`plugin::${p}.`)),
        `types of ${p}`,
      ).toBe(true);
    const classified = new Set<string>([...PERSONAL_DATA_TYPES, ...EDITORIAL_PLUGIN_TYPES]);
    expect(ours.filter((uid) => !classified.has(uid))).toEqual([]);
    // A type that names a learner (their id, or their name, phone or address) is personal data,
    // whichever list its author put it in.
    const namesALearner = (uid: string) =>
      Object.entries(cms.strapi.contentTypes[uid].attributes as Record<string, { type: string; target?: string }>).some(
        ([name, a]) =>
          (a.type === 'integer' && /^(owner|learner|actor|subject|voter)$/.test(name)) ||
          (a.type === 'relation' && a.target === 'plugin::users-permissions.user') ||
          (a.type === 'string' && /^(learnerName|menteeName|mentorName|address)$|Phone$|email/i.test(name)),
      );
    const personal = new Set<string>(PERSONAL_DATA_TYPES);
    expect(ours.filter(namesALearner).filter((uid) => !personal.has(uid))).toEqual([]);
    expect(ours.filter(namesALearner)).toEqual(expect.arrayContaining(['plugin::notices.notice', 'plugin::notices.choice']));
    for (const uid of PERSONAL_DATA_TYPES) {
      const type = cms.strapi.contentTypes[uid];
      expect(type, uid).toBeDefined();
      // The super admin keeps the learner account in the Content Manager (to give the Staff role).
      if (uid !== 'plugin::users-permissions.user') expect(type.pluginOptions?.['content-manager']?.visible, uid).toBe(false);
    }
  });

  it('the editor and author accounts work: they read editors’ content', async () => {
    const editor = await panel('GET', '/content-manager/collection-types/api::article.article', tokens.editor);
    expect(editor.status).toBe(200);
    expect(editor.body.results.length).toBeGreaterThan(0);
    // An author sees the articles they wrote (none yet), but may open the list.
    expect((await panel('GET', '/content-manager/collection-types/api::article.article', tokens.author)).status).toBe(200);
  });

  it('an Editor and an Author get 403 on every content-manager call on every personal-data type, and nothing changes', async () => {
    // The demo has applications of each kind: the refusals below are about real learners' rows.
    for (const uid of ['plugin::enrolment.application', 'plugin::enrolment.membership-application', 'plugin::users-permissions.user']) {
      expect(await cms.strapi.db.query(uid).count(), uid).toBeGreaterThan(0);
    }
    await refusesEveryCall(tokens.editor, 'Editor');
    await refusesEveryCall(tokens.author, 'Author');
  });

  it('the roles hold no permission on them', async () => {
    for (const code of ['strapi-editor', 'strapi-author']) {
      const role = await cms.strapi.db.query('admin::role').findOne({ where: { code } });
      const res = await panel('GET', `/admin/roles/${role.id}/permissions`, superToken);
      expect(res.status).toBe(200);
      expect(
        res.body.data.filter((p: { subject: string | null }) => (PERSONAL_DATA_TYPES as readonly string[]).includes(p.subject ?? '')),
      ).toEqual([]);
    }
  });

  it('a permission a super admin grants by hand takes no effect, and is gone after a restart (with a warning in the log)', async () => {
    const role = await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    const current = (await panel('GET', `/admin/roles/${role.id}/permissions`, superToken)).body.data;
    const keep = current.map(({ action, subject, properties, conditions }: any) => ({ action, subject, properties, conditions }));
    const grants = PERSONAL_DATA_TYPES.filter((uid) => uid !== 'admin::session').map((uid) => ({
      action: 'plugin::content-manager.explorer.read',
      subject: uid,
      properties: {
        fields: Object.keys(cms.strapi.contentTypes[uid].attributes).filter(
          (name) => cms.strapi.contentTypes[uid].attributes[name].type !== 'relation',
        ),
      },
      conditions: [],
    }));
    const granted = await panel('PUT', `/admin/roles/${role.id}/permissions`, superToken, { permissions: [...keep, ...grants] });
    expect(granted.status, JSON.stringify(granted.body).slice(0, 300)).toBe(200);
    const stored = await cms.strapi.db
      .query('admin::permission')
      .count({ where: { role: role.id, subject: { $in: [...PERSONAL_DATA_TYPES] } } });
    expect(stored).toBeGreaterThan(0);

    // Granted and stored, yet refused: the panel builds the editor's rights without them.
    await refusesEveryCall(tokens.editor, 'Editor after a grant');

    // A restart revokes what was granted, and says so.
    await cms.stop();
    const logged = await consoleOutputOf(async () => {
      cms = await startCms({ dbFile, env: CMS_ENV });
    });
    expect(
      await cms.strapi.db.query('admin::permission').count({ where: { role: role.id, subject: { $in: [...PERSONAL_DATA_TYPES] } } }),
    ).toBe(0);
    const warning = logged.split('\n').filter((line) => line.includes('[security] revoked panel permission'));
    expect(warning.some((line) => line.includes('plugin::enrolment.application') && line.includes('"Editor"'))).toBe(true);
    tokens.editor = await login('editor@dharma.test', PASSWORD);
    superToken = await login(ADMIN.email, ADMIN.password);
    await refusesEveryCall(tokens.editor, 'Editor after the restart');
    // Two passes over every personal type and a restart of the CMS.
  }, 120_000);

  it('the super admin still reaches learner accounts (to give the Staff role)', async () => {
    const res = await panel('GET', '/content-manager/collection-types/plugin::users-permissions.user', superToken);
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
  });
});

describe('the media library', () => {
  const upload = (token: string, name: string, type: string, bytes: Buffer | string) => {
    const form = new FormData();
    form.append('files', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
    return fetch(`${cms.url}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form }).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
  };
  const files = () => cms.strapi.db.query('plugin::upload.file').count();
  // The smallest valid PNG: one transparent pixel.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  it('refuses HTML, SVG and JavaScript with a clear Korean message, storing nothing', async () => {
    const before = await files();
    for (const [name, type, bytes] of [
      ['page.html', 'text/html', '<script>fetch("/member/data")</script>'],
      ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['app.js', 'text/javascript', 'fetch("/admin/students.csv")'],
      // A page that calls itself a picture: Strapi reads its first bytes and refuses it too.
      ['photo.png', 'image/png', '<html><script>alert(1)</script></html>'],
    ] as const) {
      const res = await upload(tokens.editor, name, type, bytes);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message, name).toBe(messages.upload_type_refused);
    }
    // One refused file in a batch stores none of the batch.
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'ok.png');
    form.append('files', new Blob(['<script></script>'], { type: 'text/html' }), 'bad.html');
    const batch = await fetch(`${cms.url}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${tokens.editor}` }, body: form });
    expect(batch.status).toBe(400);
    expect(await files()).toBe(before);
  });

  it('takes a picture', async () => {
    const before = await files();
    const res = await upload(tokens.editor, 'pixel.png', 'image/png', PNG);
    expect(res.status).toBe(201);
    expect(res.body[0].mime).toBe('image/png');
    expect(await files()).toBe(before + 1);
  });

  it('serves a file of another type already in the uploads folder only as a sandboxed download', async () => {
    const name = `stray-${crypto.randomBytes(4).toString('hex')}.html`;
    const file = path.join(cmsDir, 'public', 'uploads', name);
    fs.writeFileSync(file, '<script>document.title = "ran"</script>');
    try {
      const res = await fetch(`${cms.url}/uploads/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      fs.rmSync(file, { force: true });
    }
    // A picture is shown as it is.
    const picture = await cms.strapi.db.query('plugin::upload.file').findOne({ where: { mime: 'image/png' } });
    const shown = await fetch(`${cms.url}${picture.url}`);
    expect(shown.headers.get('content-disposition')).toBeNull();
  });
});

describe('links editors type', () => {
  const article = (data: Record<string, unknown>) =>
    panel('POST', '/content-manager/collection-types/api::article.article', tokens.editor, { type: 'notice', title: '링크 시험', ...data });
  const count = () => cms.strapi.db.query('api::article.article').count();

  it('refuses a javascript: or data: address in an article link or in rich text, saving nothing', async () => {
    const before = await count();
    for (const data of [
      { url: 'javascript:alert(document.cookie)' },
      { url: ' JavaScript:alert(1)' },
      { url: 'data:text/html,<script>alert(1)</script>' },
      { url: '//evil.example/phish' },
      {
        body: [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: '여기' }] }] }],
      },
    ]) {
      const res = await article(data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.error.message, JSON.stringify(data)).toContain(messages.link_invalid);
    }
    expect(await count()).toBe(before);
  });

  it('takes an https address and a path on the site', async () => {
    for (const url of ['https://www.example.org/dharma', '/courses/sati']) {
      const res = await article({ url });
      expect(res.status, url).toBe(201);
    }
  });

  it('refuses an unsafe footer link in the site settings', async () => {
    const res = await panel('PUT', '/content-manager/single-types/api::site-setting.site-setting', superToken, {
      companyName: '담마스쿨',
      aboutUrl: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(messages.link_invalid);
    const settings = await cms.strapi.documents('api::site-setting.site-setting').findFirst();
    expect(settings.aboutUrl).not.toContain('javascript');
  });
});

describe('the CMS to other sites and big bodies', () => {
  it('grants CORS to the panel’s own origin only, never to another site’s page', async () => {
    const evil = await fetch(`${cms.url}/api/semesters/current`, { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${cms.url}/admin/users/me`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${cms.url}/api/semesters/current`, { headers: { Origin: cms.url } });
    expect(own.headers.get('access-control-allow-origin')).toBe(cms.url);
  });

  it('refuses a JSON body over the limit with 413 before reading it', async () => {
    const res = await fetch(`${cms.url}/api/v1/session/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    // The CMS keeps answering.
    expect((await fetch(`${cms.url}/api/semesters/current`)).status).toBe(200);
  });
});

describe('files sent to the CMS', () => {
  const MB = 1024 * 1024;
  // The smallest valid PNG: one transparent pixel.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  /** Every file and folder under the CMS's temporary folder, with its size. */
  function tmpContents(): Map<string, number> {
    const found = new Map<string, number>();
    for (const entry of fs.readdirSync(cmsTmp, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      try {
        found.set(full, entry.isDirectory() ? 0 : fs.statSync(full).size);
      } catch {
        // removed while listed
      }
    }
    return found;
  }
  /** What appeared in the temporary folder since `before`, and its bytes. */
  function leftSince(before: Map<string, number>): { files: string[]; bytes: number } {
    const added = [...tmpContents()].filter(([name]) => !before.has(name));
    return {
      files: added.map(([name, size]) => `${path.relative(cmsTmp, name)} (${size} bytes)`),
      bytes: added.reduce((sum, [, size]) => sum + size, 0),
    };
  }

  type Part = { field: string; name: string; type: string; bytes: Uint8Array | string };
  async function post(urlPath: string, parts: Part[], token?: string): Promise<{ status: number; body: any }> {
    const form = new FormData();
    for (const part of parts) form.append(part.field, new Blob([part.bytes as BlobPart], { type: part.type }), part.name);
    const res = await fetch(`${cms.url}${urlPath}`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: text };
    }
  }
  const junk = (): Part => ({ field: 'junk', name: 'junk.bin', type: 'application/octet-stream', bytes: new Uint8Array(9 * MB) });

  it('five anonymous posts of 9 MB (a field `junk`) leave nothing in the temporary folder, and a route that takes no file refuses them in Korean', async () => {
    const before = tmpContents();
    // The panel's upload route takes files: it reads them, refuses the anonymous caller, and removes them.
    const refused = await Promise.all(Array.from({ length: 5 }, () => post('/upload', [junk()])));
    expect(refused.map((res) => res.status)).toEqual([401, 401, 401, 401, 401]);
    expect(leftSince(before)).toEqual({ files: [], bytes: 0 });
    // An API route that takes no file (the statement comes as the body itself) refuses multipart
    // before reading it; so does any other.
    const elsewhere = await Promise.all(Array.from({ length: 5 }, () => post('/api/v1/staff/deposits/statement', [junk()])));
    for (const res of elsewhere) {
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe(messages.body_files_refused);
    }
    expect((await post('/api/v1/session/refresh', [{ ...junk(), bytes: 'x' }])).status).toBe(415);
    // The content API's upload route takes files too: anonymous, it is refused.
    expect((await post('/api/upload', [junk()])).status).toBe(403);
    expect(leftSince(before)).toEqual({ files: [], bytes: 0 });
    expect((await fetch(`${cms.url}/api/semesters/current`)).status).toBe(200);
  });

  it('an upload from the panel leaves nothing there, whether it is stored, refused for its type or over the size limit', async () => {
    const before = tmpContents();
    const stored = await post('/upload', [{ field: 'files', name: 'pixel.png', type: 'image/png', bytes: PNG }, junk()], tokens.editor);
    expect(stored.status).toBe(201);
    expect(stored.body).toHaveLength(1);
    const refusedType = await post(
      '/upload',
      [{ field: 'files', name: 'page.html', type: 'text/html', bytes: '<script></script>' }],
      tokens.editor,
    );
    expect(refusedType.status).toBe(400);
    expect(refusedType.body.error.message).toBe(messages.upload_type_refused);
    const tooBig = await post(
      '/upload',
      [{ field: 'files', name: 'huge.png', type: 'image/png', bytes: new Uint8Array(11 * MB) }],
      tokens.editor,
    );
    expect(tooBig.status).toBe(413);
    // The panel's logo is the other route that takes a file.
    const logo = await post(
      '/admin/project-settings',
      [{ field: 'menuLogo', name: 'logo.png', type: 'image/png', bytes: PNG }],
      superToken,
    );
    expect(logo.status).toBe(200);
    expect(logo.body.menuLogo.name).toBe('logo.png');
    expect(leftSince(before)).toEqual({ files: [], bytes: 0 });
  });

  it('an upload cut off midway leaves nothing there and no error in the log, and the CMS keeps answering', async () => {
    const before = tmpContents();
    const boundary = `dharma${crypto.randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const logged = await consoleOutputOf(async () => {
      const request = http.request(`${cms.url}/upload`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${tokens.editor}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(head.length + 9 * MB),
        },
      });
      request.on('error', () => undefined);
      request.write(head);
      request.write(Buffer.alloc(3 * MB));
      // Cut off once the CMS has begun writing the file.
      const deadline = Date.now() + 10_000;
      while (leftSince(before).bytes === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(leftSince(before).bytes).toBeGreaterThan(0);
      request.destroy();
      const settled = Date.now() + 5000;
      while (leftSince(before).files.length > 0 && Date.now() < settled) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(leftSince(before)).toEqual({ files: [], bytes: 0 });
      expect((await fetch(`${cms.url}/api/semesters/current`)).status).toBe(200);
    });
    // A connection an editor lost is no fault of the CMS.
    expect(logged).not.toMatch(/error/i);
  });
});
