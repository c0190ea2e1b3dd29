import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, ui } from '@dharma/config/words';
import { verifyPreview } from '@dharma/config/platform/preview';
import { startCms, tempDbFile, type RunningCms } from '../support/strapi';

/**
 * The editors' side of lessons against a real Strapi: the lessons list in the panel, the preview
 * link the panel asks for, and the lesson web fetches to show that preview. No demo seed.
 */
const SITE = 'http://127.0.0.1:3999';
const SERVER_SECRET = 'integration-web-cms-secret-0123456789';
const PREVIEW_SECRET = 'integration-preview-secret-0123456789';
const LESSON = 'plugin::studyroom.lesson';
const CONFIG_PATH = `/content-manager/content-types/${LESSON}/configuration`;

let cms: RunningCms;
const dbFile = tempDbFile('lesson-panel');
const env = { SEED_DEMO_CONTENT: 'false', SITE_URL: SITE, WEB_CMS_SECRET: SERVER_SECRET, PREVIEW_SECRET };

async function adminHeaders() {
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@dharma.test', password: 'Test-admin-password-1' }),
  });
  expect(login.status).toBe(200);
  return { 'Content-Type': 'application/json', Authorization: `Bearer ${(await login.json()).data.token}` };
}

async function listConfiguration() {
  const res = await fetch(`${cms.url}${CONFIG_PATH}`, { headers: await adminHeaders() });
  expect(res.status).toBe(200);
  return (await res.json()).data.contentType;
}

const previewCall = (documentId: string, status: string, secret: string | null = SERVER_SECRET) =>
  fetch(`${cms.url}/api/v2/preview/lessons/${documentId}?status=${status}`, {
    headers: secret ? { 'x-dharma-server-secret': secret } : {},
  });

beforeAll(async () => {
  cms = await startCms({ dbFile, env });
});

afterAll(async () => {
  await cms?.stop();
});

describe('the lessons list in the panel', () => {
  it('shows family, level, number, opening day and title in Korean, sorted by number, with filters on', async () => {
    const config = await listConfiguration();
    expect(config.layouts.list).toEqual(['catalog', 'level', 'number', 'opensOnDay', 'title']);
    expect(config.settings).toMatchObject({
      defaultSortBy: 'number',
      defaultSortOrder: 'ASC',
      mainField: 'title',
      filterable: true,
      searchable: true,
    });
    expect(config.metadatas.catalog.list).toMatchObject({ label: '과목', searchable: true, sortable: true });
    expect(config.metadatas.level.list).toMatchObject({ label: '단계', sortable: true });
    expect(config.metadatas.number.list.label).toBe(ui.lessonList.number);
    expect(config.metadatas.opensOnDay.list.label).toBe('여는 날');
    expect(config.metadatas.title.list).toMatchObject({ label: '제목', searchable: true });
    // The edit form names the same fields the same way.
    expect(config.metadatas.catalog.edit.label).toBe('과목');
  });

  it('keeps a list an editor configured by hand when the CMS starts again', async () => {
    const headers = await adminHeaders();
    const { uid: _uid, ...config } = await listConfiguration();
    // What the panel's "Configure the view" sends back: the GET's additions left out.
    delete config.metadatas.documentId;
    for (const meta of Object.values<any>(config.metadatas)) delete meta.list.mainField;
    const mine = {
      ...config,
      settings: { ...config.settings, defaultSortBy: 'title', defaultSortOrder: 'DESC', pageSize: 50 },
      metadatas: {
        ...config.metadatas,
        title: { ...config.metadatas.title, list: { ...config.metadatas.title.list, label: '수업 제목' } },
      },
      layouts: { ...config.layouts, list: ['title', 'catalog', 'level', 'number'] },
    };
    const put = await fetch(`${cms.url}${CONFIG_PATH}`, { method: 'PUT', headers, body: JSON.stringify(mine) });
    expect(put.status, await put.clone().text()).toBe(200);

    await cms.stop();
    cms = await startCms({ dbFile, env });
    const after = await listConfiguration();
    expect(after.layouts.list).toEqual(['title', 'catalog', 'level', 'number']);
    expect(after.settings).toMatchObject({ defaultSortBy: 'title', defaultSortOrder: 'DESC', pageSize: 50 });
    expect(after.metadatas.title.list.label).toBe('수업 제목');
  });
});

describe('previewing a lesson', () => {
  let documentId: string;

  beforeAll(async () => {
    const lessons = cms.strapi.documents(LESSON);
    const created = await lessons.create({
      data: {
        catalog: 'dhammapada',
        level: 5,
        number: 7,
        opensOnDay: 9,
        title: '초안 수업: 마음을 지키는 법',
        body: [{ type: 'paragraph', children: [{ type: 'text', text: '아직 게시하지 않은 본문입니다.' }] }],
        scripture: { book: '법구경', reference: '1-2', passage: '마음이 모든 것의 근본이다.' },
        tasks: [
          { key: 'read', type: 'check', prompt: '본문을 읽었습니다.', required: true },
          { key: 'reflection', type: 'text', prompt: '오늘 배운 것을 적어 보세요.', required: false },
        ],
      },
    });
    documentId = created.documentId;
  });

  it("gives web a draft's text with its tasks, shaped like a day of the learner's page", async () => {
    const res = await previewCall(documentId, 'draft');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      document_id: documentId,
      status: 'draft',
      catalog: 'dhammapada',
      level: 5,
      day: 7,
      opens_on_day: 9,
      title: '초안 수업: 마음을 지키는 법',
      scripture: { book: '법구경', reference: '1-2', passage: '마음이 모든 것의 근본이다.' },
      story: null,
      video: null,
    });
    expect(JSON.stringify(body.body)).toContain('아직 게시하지 않은 본문입니다.');
    expect(body.tasks).toEqual([
      { task_id: '7:read', key: 'read', type: 'check', prompt: '본문을 읽었습니다.', required: true, response: null },
      { task_id: '7:reflection', key: 'reflection', type: 'text', prompt: '오늘 배운 것을 적어 보세요.', required: false, response: null },
    ]);
  });

  it('shows the published version apart from a newer draft, and nothing that was never published', async () => {
    const missing = await previewCall(documentId, 'published');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(messages.lesson_not_found);

    const lessons = cms.strapi.documents(LESSON);
    await lessons.publish({ documentId });
    await lessons.update({ documentId, data: { title: '고친 초안 제목' } });
    expect((await (await previewCall(documentId, 'published')).json()).title).toBe('초안 수업: 마음을 지키는 법');
    expect((await (await previewCall(documentId, 'draft')).json()).title).toBe('고친 초안 제목');
  });

  it('warns, without refusing, when no semester’s term reaches the day a lesson opens', async () => {
    const lessons = cms.strapi.documents(LESSON);
    const semesters = cms.strapi.documents('api::semester.semester');
    const lessonOn = async (opensOnDay: number) =>
      (await lessons.create({ data: { catalog: 'cheon', level: 1, number: opensOnDay, opensOnDay, title: `${opensOnDay}일째 수업` } }))
        .documentId;
    const beyond = async (id: string) => (await (await previewCall(id, 'draft')).json()).beyond_terms;
    const [day77, day78, day90] = [await lessonOn(77), await lessonOn(78), await lessonOn(90)];
    // No semester entered yet: nothing to compare with, so no warning.
    expect(await beyond(day90)).toBeNull();

    const term = {
      code: '2031SP',
      label: '2031 봄학기',
      applyStart: '2031-02-01',
      applyEnd: '2031-02-20',
      registrationFee: 100000,
      admissionFee: 30000,
      bankAccount: '농협 000-0000',
      paymentDue: '2031-02-20',
    };
    // Spring 2031: 2031-03-08 … 05-23, 77 days; a summer of 56 days beside it.
    await semesters.create({ data: { ...term, termStart: '2031-03-08', termEnd: '2031-05-23' } });
    await semesters.create({ data: { ...term, code: '2031SU', label: '2031 여름학기', termStart: '2031-07-05', termEnd: '2031-08-29' } });
    expect(await beyond(day77)).toBeNull();
    expect(await beyond(day78)).toEqual({ longest_term_days: 77 });
    expect(await beyond(day90)).toEqual({ longest_term_days: 77 });
    // The lessons were saved all the same, and a longer term entered later (84 days) reaches day 78.
    await semesters.create({ data: { ...term, code: '2031WI', label: '2031 겨울학기', termStart: '2031-12-06', termEnd: '2032-02-27' } });
    expect(await beyond(day78)).toBeNull();
    expect(await beyond(day90)).toEqual({ longest_term_days: 84 });
  });

  it('answers only the web server: no secret or a wrong one is 401, bad input is 400', async () => {
    for (const secret of [null, 'not-the-web-cms-secret-at-all']) {
      const res = await previewCall(documentId, 'draft', secret);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('고친 초안 제목');
    }
    expect((await previewCall(documentId, 'scheduled')).status).toBe(400);
    expect((await previewCall('nosuchlesson000000000000', 'draft')).status).toBe(404);
  });

  it("the panel's Preview gets a signed site link for a lesson, and none for other content", async () => {
    const headers = await adminHeaders();
    const res = await fetch(`${cms.url}/content-manager/preview/url/${LESSON}?documentId=${documentId}&status=draft`, { headers });
    expect(res.status).toBe(200);
    const url = new URL((await res.json()).data.url);
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toBe(`/preview/lessons/${documentId}`);
    const parts = {
      documentId,
      status: url.searchParams.get('status'),
      expires: url.searchParams.get('expires'),
      sig: url.searchParams.get('sig'),
    };
    expect(verifyPreview(PREVIEW_SECRET, parts)).toEqual({ ok: true, target: { documentId, status: 'draft' } });
    expect(verifyPreview('a-different-preview-secret', parts).ok).toBe(false);

    const article = await cms.strapi.documents('api::article.article').create({ data: { type: 'notice', title: '미리보기 없는 글' } });
    const none = await fetch(`${cms.url}/content-manager/preview/url/api::article.article?documentId=${article.documentId}&status=draft`, {
      headers,
    });
    expect(none.status).toBe(204);
  });

  it('lets the panel frame the site (frame-src) and nothing else', async () => {
    const res = await fetch(`${cms.url}/admin`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const frameSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('frame-src')) ?? '';
    expect(frameSrc.split(/\s+/)).toContain(SITE);
  });
});
