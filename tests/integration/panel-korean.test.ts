import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_LABELS, PANEL_SYSTEM_LABELS } from '@dharma/config/words';
import { startCms, tempDbFile, type RunningCms } from '../support/strapi';

/**
 * The panel in Korean, against a real Strapi: what the Content Manager's configuration API hands
 * the panel for every content type and component editors see, the language a new panel account
 * starts in, and that an editor's own choices (a label, English) outlive a restart.
 */
let cms: RunningCms;
const dbFile = tempDbFile('panel-korean');
// Each test signs in afresh (and again after a restart): more than the panel's 5 sign-ins in 5 minutes.
const env = { SEED_DEMO_CONTENT: 'false', ADMIN_LOGIN_LIMIT: '100' };
const HANGUL = /[\uac00-\ud7a3]/;
const LATIN = /[A-Za-z]/;
/** Strapi's own account type: the super admin's only (learners' data), with Strapi's words. */
const STRAPI_OWN = new Set(['plugin::users-permissions.user']);

async function signIn(email = 'admin@dharma.test', password = 'Test-admin-password-1') {
  const res = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { 'Content-Type': 'application/json', Authorization: `Bearer ${(await res.json()).data.token}` };
}

async function get(path: string, headers: Record<string, string>) {
  const res = await fetch(`${cms.url}${path}`, { headers });
  expect(res.status, path).toBe(200);
  return (await res.json()).data;
}

interface Model {
  uid: string;
  isDisplayed?: boolean;
  info: { displayName: string };
  attributes: Record<string, { type: string; component?: string }>;
}

/** The content types the Content Manager lists, and every component they hold, as the panel reads them. */
async function panelModels(headers: Record<string, string>) {
  const contentTypes: Model[] = (await get('/content-manager/content-types', headers)).filter(
    (m: Model) => m.isDisplayed && !STRAPI_OWN.has(m.uid),
  );
  const components: Model[] = await get('/content-manager/components', headers);
  return { contentTypes, components };
}

async function configurationOf(uid: string, isComponent: boolean, headers: Record<string, string>) {
  const data = await get(`/content-manager/${isComponent ? 'components' : 'content-types'}/${uid}/configuration`, headers);
  return isComponent ? data.component : data.contentType;
}

/** What "Configure the view" sends back: the configuration without what the GET adds. */
function asSaved(configuration: any) {
  const { uid: _uid, category: _category, isComponent: _isComponent, ...rest } = structuredClone(configuration);
  delete rest.metadatas.documentId;
  for (const meta of Object.values<any>(rest.metadatas)) delete meta.list.mainField;
  return rest;
}

async function saveConfiguration(uid: string, isComponent: boolean, configuration: any, headers: Record<string, string>) {
  const res = await fetch(`${cms.url}/content-manager/${isComponent ? 'components' : 'content-types'}/${uid}/configuration`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(asSaved(configuration)),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function restart() {
  await cms.stop();
  cms = await startCms({ dbFile, env });
}

beforeAll(async () => {
  cms = await startCms({ dbFile, env });
});

afterAll(async () => {
  await cms?.stop();
});

describe('the Content Manager in Korean', () => {
  it('has a label and help text in the catalogue for every field of every content type and component it shows', async () => {
    const { contentTypes, components } = await panelModels(await signIn());
    // The ones editors work in are among them (a renamed uid would drop them silently otherwise).
    for (const uid of ['plugin::studyroom.lesson', 'api::article.article', 'api::course-family.course-family', 'api::semester.semester'])
      expect(contentTypes.map((m) => m.uid)).toContain(uid);
    const shown = [...contentTypes, ...components];
    expect(Object.keys(PANEL_LABELS).sort()).toEqual(shown.map((m) => m.uid).sort());
    for (const model of shown) {
      const ours = Object.keys(model.attributes).filter((field) => !(field in PANEL_SYSTEM_LABELS) && field !== 'documentId');
      expect(Object.keys(PANEL_LABELS[model.uid]).sort(), model.uid).toEqual(ours.sort());
    }
  });

  it("names each content type and component in Korean only (the left menu's and lists' headings)", async () => {
    const { contentTypes, components } = await panelModels(await signIn());
    for (const model of [...contentTypes, ...components]) {
      expect(model.info.displayName, model.uid).toMatch(HANGUL);
      expect(model.info.displayName, model.uid).not.toMatch(LATIN);
    }
  });

  it('hands the panel a Korean label and a help text for every field, in the edit form and the list', async () => {
    const headers = await signIn();
    const { contentTypes, components } = await panelModels(headers);
    for (const [models, isComponent] of [
      [contentTypes, false],
      [components, true],
    ] as const) {
      for (const model of models) {
        const { metadatas } = await configurationOf(model.uid, isComponent, headers);
        for (const [field, words] of Object.entries(PANEL_LABELS[model.uid])) {
          const where = `${model.uid}.${field}`;
          expect(metadatas[field].edit.label, where).toBe(words.label);
          expect(metadatas[field].edit.label, where).toMatch(HANGUL);
          expect(metadatas[field].edit.description, where).toBe(words.help);
          expect(metadatas[field].edit.description.length, where).toBeGreaterThan(5);
          expect(metadatas[field].list.label, where).toBe(words.label);
        }
        // Strapi's own columns (번호, 만든 때…) too, where the model has them.
        for (const [field, label] of Object.entries(PANEL_SYSTEM_LABELS))
          if (metadatas[field]) expect(metadatas[field].list.label, `${model.uid}.${field}`).toBe(label);
      }
    }
  });

  it("keeps the lessons list's columns and sort: the labels come on top of that configuration, not instead of it", async () => {
    const lesson = await configurationOf('plugin::studyroom.lesson', false, await signIn());
    expect(lesson.layouts.list).toEqual(['catalog', 'level', 'number', 'opensOnDay', 'title']);
    expect(lesson.settings).toMatchObject({ defaultSortBy: 'number', defaultSortOrder: 'ASC' });
  });
});

describe('panel accounts', () => {
  it('start in Korean: the first account and an invited editor, who keeps English once chosen', async () => {
    const admin = await signIn();
    expect((await get('/admin/users/me', admin)).preferedLanguage).toBe('ko');

    const roles = await get('/admin/roles', admin);
    const editorRole = roles.find((r: { code: string }) => r.code === 'strapi-editor');
    const invited = await fetch(`${cms.url}/admin/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ email: 'monk@dharma.test', firstname: '법현', lastname: '스님', roles: [editorRole.id] }),
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const { registrationToken, preferedLanguage } = (await invited.json()).data;
    expect(preferedLanguage).toBe('ko');
    const registered = await fetch(`${cms.url}/admin/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ registrationToken, userInfo: { firstname: '법현', lastname: '스님', password: 'Monk-password-1' } }),
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
    const monk = await signIn('monk@dharma.test', 'Monk-password-1');
    expect((await get('/admin/users/me', monk)).preferedLanguage).toBe('ko');

    // The editor picks English in their profile; a restart changes nothing of it.
    const chose = await fetch(`${cms.url}/admin/users/me`, {
      method: 'PUT',
      headers: monk,
      body: JSON.stringify({ preferedLanguage: 'en' }),
    });
    expect(chose.status, await chose.clone().text()).toBe(200);
    // An account made with a language keeps the one it was given.
    const english = await fetch(`${cms.url}/admin/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        email: 'guest@dharma.test',
        firstname: 'Guest',
        lastname: 'Editor',
        roles: [editorRole.id],
        preferedLanguage: 'en',
      }),
    });
    expect((await english.json()).data.preferedLanguage).toBe('en');

    await restart();
    expect((await get('/admin/users/me', await signIn('monk@dharma.test', 'Monk-password-1'))).preferedLanguage).toBe('en');
    const users = await cms.strapi.db.query('admin::user').findMany({ select: ['email', 'preferedLanguage'] });
    expect(Object.fromEntries(users.map((u: { email: string; preferedLanguage: string }) => [u.email, u.preferedLanguage]))).toEqual({
      'admin@dharma.test': 'ko',
      'monk@dharma.test': 'en',
      'guest@dharma.test': 'en',
    });
  });
});

describe("an editor's own words", () => {
  it('survive a restart; a label put back to the field name gets the Korean one again', async () => {
    const headers = await signIn();
    const semester = await configurationOf('api::semester.semester', false, headers);
    semester.metadatas.label.edit.label = '학기 표시 이름';
    semester.metadatas.label.list.label = '학기명';
    semester.metadatas.label.edit.description = '홈 화면과 수강신청에 그대로 나옵니다.';
    // Back to what Strapi would show by itself.
    semester.metadatas.code.edit.label = 'code';
    semester.metadatas.code.list.label = 'code';
    semester.metadatas.code.edit.description = '';
    await saveConfiguration('api::semester.semester', false, semester, headers);

    const task = await configurationOf('studyroom.task', true, headers);
    task.metadatas.prompt.edit.label = '오늘의 과제';
    await saveConfiguration('studyroom.task', true, task, headers);

    await restart();
    const after = await signIn();
    const { metadatas } = await configurationOf('api::semester.semester', false, after);
    expect(metadatas.label.edit).toMatchObject({ label: '학기 표시 이름', description: '홈 화면과 수강신청에 그대로 나옵니다.' });
    expect(metadatas.label.list.label).toBe('학기명');
    const code = PANEL_LABELS['api::semester.semester'].code;
    expect(metadatas.code.edit).toMatchObject({ label: code.label, description: code.help });
    expect(metadatas.code.list.label).toBe(code.label);
    const taskAfter = await configurationOf('studyroom.task', true, after);
    expect(taskAfter.metadatas.prompt.edit.label).toBe('오늘의 과제');
    expect(taskAfter.metadatas.prompt.list.label).toBe(PANEL_LABELS['studyroom.task'].prompt.label);
  });

  it('are told from the words an earlier catalogue wrote, which a changed catalogue replaces', async () => {
    // As if an older catalogue had written "과정 이름(옛)" here and the catalogue has changed since.
    const previous = '과정 이름(옛)';
    const store = cms.strapi.store({ type: 'plugin', name: 'dharma-panel' });
    const written = await store.get({ key: 'korean-labels' });
    written['api::course-family.course-family'].name = { label: previous, help: '옛 도움말.' };
    await store.set({ key: 'korean-labels', value: written });
    const headers = await signIn();
    const family = await configurationOf('api::course-family.course-family', false, headers);
    family.metadatas.name.edit.label = previous;
    family.metadatas.name.list.label = previous;
    family.metadatas.name.edit.description = '옛 도움말.';
    await saveConfiguration('api::course-family.course-family', false, family, headers);

    await restart();
    const { metadatas } = await configurationOf('api::course-family.course-family', false, await signIn());
    const name = PANEL_LABELS['api::course-family.course-family'].name;
    expect(metadatas.name.edit).toMatchObject({ label: name.label, description: name.help });
    expect(metadatas.name.list.label).toBe(name.label);
  });
});
