import { afterAll, describe, expect, it } from 'vitest';
import { getJson, startCms, tempDbFile, type RunningCms } from '../support/strapi';

/**
 * Seeding runs once per database: a restart adds nothing, and what editors changed in the panel
 * (through the admin API, as the panel does) survives.
 */
const dbFile = tempDbFile('seed');
let cms: RunningCms | undefined;

afterAll(async () => {
  await cms?.stop();
});

async function counts(url: string) {
  const out: Record<string, number> = {};
  for (const type of ['articles', 'course-families', 'course-code-images', 'semesters', 'public-classes', 'self-studies']) {
    const { body } = await getJson(`${url}/api/${type}?pagination[pageSize]=1`);
    out[type] = body.meta.pagination.total;
  }
  // The study room's demo rows, and the learners it prepares.
  for (const uid of [
    'plugin::studyroom.lesson',
    'plugin::studyroom.task-response',
    'plugin::studyroom.day-completion',
    'plugin::studyroom.vote',
    'plugin::enrolment.application',
    'plugin::users-permissions.user',
  ]) {
    out[uid] = await cms!.strapi.db.query(uid).count();
  }
  return out;
}

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@dharma.test', password: 'Test-admin-password-1' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.token;
}

describe('seeding and restarts', () => {
  let before: Record<string, number>;
  let editedId: string;

  it('first start seeds the demo content and the admin account can log in', async () => {
    cms = await startCms({ dbFile, seed: 'own' });
    before = await counts(cms.url);
    expect(before).toMatchObject({ 'course-families': 12, semesters: 3, 'public-classes': 2, 'self-studies': 2 });
    expect(before.articles).toBeGreaterThanOrEqual(20);
    // 166 lessons, each a draft and a published row.
    expect(before['plugin::studyroom.lesson']).toBe(2 * 166);
    expect(before['plugin::studyroom.day-completion']).toBeGreaterThan(50);

    const token = await adminToken(cms.url);
    const { body } = await getJson(`${cms.url}/api/v2/admin/articles/notice`);
    const first = (await getJson(`${cms.url}/api/articles?filters[title][$eq]=${encodeURIComponent(body[0].title)}`)).body.data[0];
    editedId = first.documentId;
    const base = `${cms.url}/content-manager/collection-types/api::article.article/${editedId}`;
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const put = await fetch(base, { method: 'PUT', headers, body: JSON.stringify({ title: '편집자가 고친 공지 제목' }) });
    expect(put.status).toBe(200);
    const publish = await fetch(`${base}/actions/publish`, { method: 'POST', headers, body: JSON.stringify({}) });
    expect(publish.status).toBe(200);
    // An editor deletes a seeded FAQ.
    const faq = (await getJson(`${cms.url}/api/articles?filters[type][$eq]=faq&pagination[pageSize]=1`)).body.data[0];
    const del = await fetch(`${cms.url}/content-manager/collection-types/api::article.article/${faq.documentId}`, {
      method: 'DELETE',
      headers,
    });
    expect(del.status).toBe(200);
    await cms.stop();
    cms = undefined;
  });

  it('a second start adds nothing, keeps the edit and does not bring the deleted FAQ back', async () => {
    cms = await startCms({ dbFile });
    const after = await counts(cms.url);
    expect(after).toEqual({ ...before, articles: before.articles - 1 });
    const { body } = await getJson(`${cms.url}/api/articles/${editedId}`);
    expect(body.data.title).toBe('편집자가 고친 공지 제목');
    const recent = (await getJson(`${cms.url}/api/v2/admin/articles/notice`)).body;
    expect(recent.map((a: any) => a.title)).toContain('편집자가 고친 공지 제목');
    // Only one admin account, created on the first start.
    const admins = await cms.strapi.db.query('admin::user').count();
    expect(admins).toBe(1);
  });

  const policy = () => cms!.strapi.documents('api::privacy-policy.privacy-policy');
  const published = async () => (await getJson(`${cms!.url}/api/privacy-policy?populate=history`)).body.data;
  /** The database as an earlier release left it: its seed version and the policy it had published. */
  async function asSeededBefore(seedVersion: number, version: string, history: string[], text: string): Promise<string> {
    const current = await policy().findFirst();
    await policy().update({
      documentId: current!.documentId,
      status: 'published',
      data: {
        version,
        history: history.map((v) => ({ version: v, effectiveDate: '2024-03-01', summary: `${v} 개정` })),
        body: [{ type: 'paragraph', children: [{ type: 'text', text }] }],
      } as never,
    });
    await cms!.strapi.store({ type: 'core', name: 'dharma-seed' }).set({ key: 'version', value: seedVersion });
    await cms!.stop();
    cms = await startCms({ dbFile });
    return current!.documentId;
  }
  /** An editor's later change stays through the next start: the upgrade ran once. */
  async function editorsChangeStays(documentId: string, title: string): Promise<void> {
    await policy().update({ documentId, status: 'published', data: { title } as never });
    await cms!.stop();
    cms = await startCms({ dbFile });
    expect((await published()).title).toBe(title);
  }

  it('a fresh seed published policy 1.3 with every version before it in its history', async () => {
    const fresh = await published();
    expect(fresh).toMatchObject({ version: '1.3', effectiveDate: '2026-12-08' });
    expect(fresh.history.map((h: { version: string }) => h.version)).toEqual(['1.0', '1.1', '1.2', '1.3']);
  });

  it('a database seeded before the policy named e-mail notices gets the current version published over 1.1, once', async () => {
    // As a database seeded two releases before: seed version 5, policy 1.1 without the notices article.
    const documentId = await asSeededBefore(5, '1.1', ['1.0', '1.1'], '옛 방침');
    const upgraded = await published();
    expect(upgraded.version).toBe('1.3');
    expect(JSON.stringify(upgraded.body)).toContain('이런 알림 그만 받기');
    expect(JSON.stringify(upgraded.body)).not.toContain('옛 방침');
    expect(upgraded.history.map((h: { version: string }) => h.version)).toEqual(['1.0', '1.1', '1.2', '1.3']);
    await editorsChangeStays(documentId, '편집자가 고친 방침');
  });

  it('a database on policy 1.2 (seeded before KakaoTalk notices) gets version 1.3 published over it, once', async () => {
    // As a database seeded by the release before: seed version 6, policy 1.2 (e-mail notices only).
    const documentId = await asSeededBefore(6, '1.2', ['1.0', '1.1', '1.2'], '메일 알림만 적힌 1.2 방침');
    const upgraded = await published();
    expect(upgraded).toMatchObject({ title: '개인정보 처리방침', version: '1.3', effectiveDate: '2026-12-08' });
    const body = JSON.stringify(upgraded.body);
    expect(body).not.toContain('메일 알림만 적힌 1.2 방침');
    for (const words of [
      '선택 항목: 휴대전화번호',
      '카카오톡 알림톡',
      '문자 메시지(SMS·LMS)',
      '밤 9시',
      '휴대전화번호를 지우시거나',
      '(주)솔라피(SOLAPI)',
    ]) {
      expect(body).toContain(words);
    }
    expect(upgraded.history.map((h: { version: string }) => h.version)).toEqual(['1.0', '1.1', '1.2', '1.3']);
    await editorsChangeStays(documentId, '편집자가 다시 고친 방침');
  });
});
