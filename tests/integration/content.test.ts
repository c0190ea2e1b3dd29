import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_KEYS } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { getJson, startCms, tempDbFile, type RunningCms } from '../support/strapi';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ dbFile: tempDbFile('content'), env: { DHARMA_NOW: '2026-11-21T09:00:00+09:00' } });
});

afterAll(async () => {
  await cms?.stop();
});

const api = (path: string) => getJson(`${cms.url}/api${path}`);

describe('seeded content over the public REST API', () => {
  it('has all 12 course families with their levels and images; course letters are code, not content', async () => {
    const { status, body } = await api(
      '/course-families?populate[image]=true&populate[levels][populate]=textbooks&pagination[pageSize]=50',
    );
    expect(status).toBe(200);
    const byKey = Object.fromEntries(body.data.map((f: any) => [f.key, f]));
    expect(Object.keys(byKey).sort()).toEqual([...CATALOG_KEYS].sort());
    for (const key of CATALOG_KEYS) {
      const family = byKey[key];
      expect(family).not.toHaveProperty('letter');
      expect(family.levels.length).toBeGreaterThan(0);
      expect(family.image.url).toMatch(/^\/uploads\/.+\.png$/);
      expect(family.name).toMatch(/[가-힣]/);
    }
    const sati = byKey.sati;
    expect(sati.category).toBe('required');
    expect(sati.levels.map((l: any) => l.level)).toEqual([1, 2, 3]);
    const lotus = byKey.lotussutra.levels.find((l: any) => l.level === 1);
    expect(lotus).toMatchObject({ credits: 2 });
    expect(lotus.textbooks.length).toBeGreaterThan(0);
    expect(byKey.dhammapada.levels.find((l: any) => l.level === 1).credits).toBe(3);
  });

  it('marks exactly the eight carousel courses, in order', async () => {
    const { body } = await api('/course-families?filters[carouselOrder][$notNull]=true&sort=carouselOrder:asc');
    expect(body.data.map((f: any) => f.key)).toEqual(['sati', 'lotussutra', 'l7d2w9', 'pick', 'book', 'dhammapada', 'geum', 'death']);
  });

  it('serves the uploaded course images', async () => {
    const { body } = await api('/course-families?filters[key][$eq]=sati&populate=image');
    const res = await fetch(`${cms.url}${body.data[0].image.url}`);
    expect(res.status).toBe(200);
    // The demo art is drawn as SVG but stored as PNG: the media library holds no SVG (it can carry script).
    expect(res.headers.get('content-type')).toContain('image/png');
    expect([...new Uint8Array(await res.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('has an image for every course code the school uses', async () => {
    const { body } = await api('/course-code-images?pagination[pageSize]=100&populate=image');
    const codes = body.data.map((c: any) => c.code);
    for (const code of [
      'L11',
      'M1',
      'A1',
      'a1',
      'S3',
      'B1E',
      'B1M',
      'D1E',
      'D6',
      'N1',
      'C3',
      'G2',
      'P2',
      'H1',
      'F2',
      'I1',
      'E1',
      'sT3',
      'J2',
      'X1',
    ]) {
      expect(codes).toContain(code);
    }
    expect(body.data.every((c: any) => c.alt && c.image?.url)).toBe(true);
  });

  it('has the 2025FA semester as the school ran it (2025-09-06 – 2025-11-21), and an upcoming one open for applications', async () => {
    const { body } = await api('/semesters?sort=termStart:asc');
    const fa = body.data.find((s: any) => s.code === '2025FA');
    expect(fa).toMatchObject({
      label: '2025 가을학기',
      termStart: '2025-09-06',
      termEnd: '2025-11-21',
      registrationFee: 100000,
      admissionFee: 30000,
    });
    expect(fa.bankAccount).toBeTruthy();
    const current = await api('/semesters/current');
    expect(current.status).toBe(200);
    // DHARMA_NOW pins 2026-11-21: the next semester is 2027 spring, its window open that day.
    expect(current.body).toMatchObject({
      applicationOpen: true,
      semester: { code: '2027SP', label: '2027 봄학기', termStart: '2027-03-06' },
    });
    expect(current.body.semester.applyStart <= '2026-11-21').toBe(true);
  });

  it('has the public class and the Saturday self-study', async () => {
    const pc = await api('/public-classes?sort=startedAt:asc');
    expect(pc.body.data[0]).toMatchObject({ startedAt: '2025-05-12', endedAt: '2025-09-05' });
    const ss = await api('/self-studies?sort=startedAt:asc');
    expect(ss.body.data[0]).toMatchObject({ minutesPerDay: 15, startedAt: '2024-12-15', endedAt: '2025-01-11', days: 28 });
    // And one of each open on the seeding day (DHARMA_NOW 2026-11-21), so the demo can apply.
    expect(pc.body.data[1].startedAt > '2026-11-21').toBe(true);
    expect(ss.body.data[1]).toMatchObject({ minutesPerDay: 15, days: 28 });
    expect(ss.body.data[1].startedAt > '2026-11-21').toBe(true);
  });

  it('has the whole privacy policy with every item it must state', async () => {
    const { status, body } = await api('/privacy-policy?populate=history');
    expect(status).toBe(200);
    const text = JSON.stringify(body.data.body);
    for (const word of [
      '이름',
      '휴대전화',
      '이메일',
      '쿠키',
      '학습 진도',
      '카카오',
      '6개월',
      '7일',
      '탈퇴',
      '알림 메일',
      '이런 알림 그만 받기',
      '카카오톡 알림톡',
      '문자 메시지',
      '(주)솔라피',
    ]) {
      expect(text).toContain(word);
    }
    expect(body.data.history.length).toBeGreaterThanOrEqual(1);
  });

  it('has the home page banners and the site settings', async () => {
    const home = await api('/home-page?populate[banners][populate]=image');
    expect(home.body.data.banners).toHaveLength(2);
    expect(home.body.data.banners[0].image.url).toMatch(/^\/uploads\//);
    const settings = await api('/site-setting');
    expect(settings.body.data).toMatchObject({
      companyName: expect.any(String),
      inquiryUrl: expect.stringMatching(/^https:/),
      aboutUrl: expect.stringMatching(/^https:/),
    });
  });

  it('does not let visitors write', async () => {
    const res = await fetch(`${cms.url}/api/articles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x', type: 'notice' } }),
    });
    expect([403, 404, 405]).toContain(res.status);
  });
});

describe('article endpoints', () => {
  it('GET /api/v2/admin/articles/recent returns faq, notice and post lists of {title, url}', async () => {
    const { status, body } = await api('/v2/admin/articles/recent');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['faq', 'notice', 'post']);
    for (const list of Object.values(body) as any[]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(['title', 'url']);
        expect(item.url).toMatch(/^(https:\/\/|\/articles\/(notice|post|faq)\/[a-z0-9]+$)/);
      }
    }
  });

  it.each([
    ['notice', 6],
    ['post', 6],
    ['faq', 8],
  ])('GET /api/v2/admin/articles/%s lists at least %i items in editor order', async (type, atLeast) => {
    const { status, body } = await api(`/v2/admin/articles/${type}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(atLeast);
    const detail = body.find((a: any) => a.url.startsWith('/articles/'));
    expect(detail.url).toMatch(new RegExp(`^/articles/${type}/`));
  });

  it('an own-page url points at a readable published article of that type', async () => {
    const { body } = await api('/v2/admin/articles/notice');
    const own = body.find((a: any) => a.url.startsWith('/articles/'));
    const documentId = own.url.split('/').pop();
    const article = await api(`/articles/${documentId}`);
    expect(article.status).toBe(200);
    expect(article.body.data).toMatchObject({ title: own.title, type: 'notice' });
    expect(article.body.data.body.length).toBeGreaterThan(0);
  });

  it.each(['posts', 'NOTICE', 'drafts', '1'])('an unknown type %j is a 400 with a clear message', async (type) => {
    const { status, body } = await api(`/v2/admin/articles/${type}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe(messages.article_type_invalid);
  });
});

describe('drafts never leave the CMS', () => {
  let draftId: string;
  let publishedId: string;
  let draftFamilyId: string;
  let satiId: string;
  let satiName: string;
  let homeCta: string;

  beforeAll(async () => {
    const documents = cms.strapi.documents('api::article.article');
    const draft = await documents.create({ data: { type: 'notice', title: '초안: 아직 공개되지 않은 공지', order: 0 } });
    draftId = draft.documentId;
    const published = await documents.create({ data: { type: 'notice', title: '공개된 제목', order: 0 }, status: 'published' });
    publishedId = published.documentId;
    // An editor edits the published notice and saves without publishing: the new title is a draft.
    await documents.update({ documentId: publishedId, data: { title: '수정 중인 초안 제목' } });

    // A course family that was never published, and a published one with an unpublished edit.
    const families = cms.strapi.documents('api::course-family.course-family');
    const draftFamily = await families.create({
      data: { key: 'draftfamily', name: '초안 교육과정', category: 'lecture', levels: [{ level: 1, title: '초안 1단계' }] },
    });
    draftFamilyId = draftFamily.documentId;
    const sati = await families.findFirst({ filters: { key: 'sati' }, status: 'published' });
    satiId = sati.documentId;
    satiName = sati.name;
    await families.update({ documentId: satiId, data: { name: '초안 사띠 이름', carouselOrder: 99 } });

    // The home page with an unpublished edit of its call-to-action text.
    const homes = cms.strapi.documents('api::home-page.home-page');
    const home = await homes.findFirst({ status: 'published' });
    homeCta = home.ctaText;
    await homes.update({ documentId: home.documentId, data: { ctaText: '초안 홈 안내 문구' } });
  });

  it.each(['', '?status=draft', '?status=published', '?publicationState=preview'])('the list %s shows no draft', async (query) => {
    const { status, body } = await api(`/articles${query}${query ? '&' : '?'}pagination[pageSize]=100`);
    expect(status).toBe(200);
    const titles = body.data.map((a: any) => a.title);
    expect(titles).not.toContain('초안: 아직 공개되지 않은 공지');
    expect(titles).not.toContain('수정 중인 초안 제목');
    expect(titles).toContain('공개된 제목');
  });

  it('a draft-only article is a 404 even with ?status=draft', async () => {
    expect((await api(`/articles/${draftId}?status=draft`)).status).toBe(404);
    expect((await api(`/articles/${draftId}`)).status).toBe(404);
  });

  it('a published article shows its published title, never the draft edit', async () => {
    const { body } = await api(`/articles/${publishedId}?status=draft`);
    expect(body.data.title).toBe('공개된 제목');
  });

  it('single types and course families ignore ?status=draft too', async () => {
    await cms.strapi.documents('api::privacy-policy.privacy-policy').update({
      documentId: (await cms.strapi.documents('api::privacy-policy.privacy-policy').findFirst()).documentId,
      data: { title: '초안 처리방침' },
    });
    const { body } = await api('/privacy-policy?status=draft');
    expect(body.data.title).toBe('개인정보 처리방침');
    const families = await api('/course-families?status=draft&pagination[pageSize]=50');
    expect(families.body.data).toHaveLength(12);
  });

  it('the article endpoints list no draft', async () => {
    const { body } = await api('/v2/admin/articles/notice');
    const titles = body.map((a: any) => a.title);
    expect(titles).toContain('공개된 제목');
    expect(titles).not.toContain('초안: 아직 공개되지 않은 공지');
    expect(titles).not.toContain('수정 중인 초안 제목');
  });

  it('the drafts exist in the CMS (the reads below would prove nothing otherwise)', async () => {
    const families = cms.strapi.documents('api::course-family.course-family');
    expect((await families.findOne({ documentId: draftFamilyId, status: 'draft' }))?.name).toBe('초안 교육과정');
    expect(await families.findOne({ documentId: draftFamilyId, status: 'published' })).toBeNull();
    expect((await families.findOne({ documentId: satiId, status: 'draft' }))?.name).toBe('초안 사띠 이름');
    expect((await cms.strapi.documents('api::home-page.home-page').findFirst({ status: 'draft' }))?.ctaText).toBe('초안 홈 안내 문구');
  });

  it.each(['', '?status=draft', '?status=published', '?publicationState=preview'])(
    'the course-family list %s shows neither a draft family nor a draft edit',
    async (query) => {
      const { status, body } = await api(`/course-families${query}${query ? '&' : '?'}pagination[pageSize]=100`);
      expect(status).toBe(200);
      expect(body.data.map((f: any) => f.key).sort()).toEqual([...CATALOG_KEYS].sort());
      const names = body.data.map((f: any) => f.name);
      expect(names).not.toContain('초안 교육과정');
      expect(names).not.toContain('초안 사띠 이름');
      expect(body.data.find((f: any) => f.key === 'sati').name).toBe(satiName);
      const filtered = await api(`/course-families${query}${query ? '&' : '?'}filters[key][$eq]=draftfamily`);
      expect(filtered.body.data).toEqual([]);
    },
  );

  it('a draft-only course family is a 404, and a published one shows its published fields, even with ?status=draft', async () => {
    expect((await api(`/course-families/${draftFamilyId}?status=draft`)).status).toBe(404);
    expect((await api(`/course-families/${draftFamilyId}`)).status).toBe(404);
    const sati = await api(`/course-families/${satiId}?status=draft`);
    expect(sati.status).toBe(200);
    expect(sati.body.data).toMatchObject({ key: 'sati', name: satiName, carouselOrder: 1 });
    const carousel = await api('/course-families?status=draft&filters[carouselOrder][$notNull]=true&sort=carouselOrder:asc');
    expect(carousel.body.data.map((f: any) => f.carouselOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each(['', '?status=draft', '?publicationState=preview'])(
    'the home page %s shows its published text, not the unpublished edit',
    async (query) => {
      const { status, body } = await api(`/home-page${query}`);
      expect(status).toBe(200);
      expect(body.data.ctaText).toBe(homeCta);
      expect(body.data.ctaText).not.toBe('초안 홈 안내 문구');
    },
  );
});

/**
 * Visitors only read. Each content type is tried with every write method, on the collection and
 * on one of its entries; every attempt is refused and the content reads the same afterwards.
 */
const CONTENT_TYPES: { uid: string; path: string; single: boolean }[] = [
  { uid: 'api::article.article', path: 'articles', single: false },
  { uid: 'api::course-family.course-family', path: 'course-families', single: false },
  { uid: 'api::course-code-image.course-code-image', path: 'course-code-images', single: false },
  { uid: 'api::semester.semester', path: 'semesters', single: false },
  { uid: 'api::public-class.public-class', path: 'public-classes', single: false },
  { uid: 'api::self-study.self-study', path: 'self-studies', single: false },
  { uid: 'api::home-page.home-page', path: 'home-page', single: true },
  { uid: 'api::site-setting.site-setting', path: 'site-setting', single: true },
  { uid: 'api::privacy-policy.privacy-policy', path: 'privacy-policy', single: true },
];

describe('public REST writes are refused for every content type', () => {
  const snapshot = async (uid: string) => {
    const rows = await cms.strapi.db.query(uid).findMany({ orderBy: { id: 'asc' } });
    return rows.map(({ updatedAt, ...row }: any) => ({ ...row, updatedAt: String(updatedAt) }));
  };

  it.each(CONTENT_TYPES)('$path: POST, PUT and DELETE by a visitor are refused and change nothing', async ({ uid, path, single }) => {
    const before = await snapshot(uid);
    expect(before.length).toBeGreaterThan(0);
    const documentId = before[0].documentId;
    const targets = single ? [`/api/${path}`] : [`/api/${path}`, `/api/${path}/${documentId}`];
    const body = JSON.stringify({ data: { title: '방문자 글', name: '방문자', code: 'X', key: 'visitor', label: '방문자' } });
    const refused: string[] = [];
    for (const target of targets) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const res = await fetch(`${cms.url}${target}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: method === 'DELETE' ? undefined : body,
        });
        if ([401, 403, 405].includes(res.status)) refused.push(`${method} ${target}`);
        else expect.fail(`${method} ${target} answered ${res.status}`);
      }
    }
    expect(refused).toHaveLength(targets.length * 3);
    expect(await snapshot(uid)).toEqual(before);
  });
});

describe('the bootstrap grants visitors reads and nothing else', () => {
  // What a visitor may do, per content type: list and read one, or read the single type.
  const expected: [string, string[]][] = [
    ['api::article.article', ['find', 'findOne']],
    ['api::course-family.course-family', ['find', 'findOne']],
    ['api::course-code-image.course-code-image', ['find', 'findOne']],
    ['api::semester.semester', ['current', 'find', 'findOne']],
    ['api::public-class.public-class', ['find', 'findOne']],
    ['api::self-study.self-study', ['find', 'findOne']],
    ['api::home-page.home-page', ['find']],
    ['api::site-setting.site-setting', ['find']],
    ['api::privacy-policy.privacy-policy', ['find']],
  ];

  const grantsOf = async (type: string): Promise<string[]> => {
    const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
    const rows = await cms.strapi.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { role: role.id }, select: ['action'] });
    return rows.map((r: { action: string }) => r.action as string);
  };

  it('covers every content type of the app', () => {
    const appTypes = Object.keys(cms.strapi.contentTypes)
      .filter((uid) => uid.startsWith('api::'))
      .sort();
    expect(expected.map(([uid]) => uid).sort()).toEqual(appTypes);
  });

  it.each(expected)('public role on %s: exactly %j', async (uid, actions) => {
    const granted = (await grantsOf('public')).filter((a) => a.startsWith(`${uid}.`)).map((a) => a.slice(uid.length + 1));
    expect(granted.sort()).toEqual(actions);
  });

  it('the public role holds no other permission, and no role may write content over REST', async () => {
    const allowed = new Set(expected.flatMap(([uid, actions]) => actions.map((a) => `${uid}.${a}`)));
    expect((await grantsOf('public')).filter((a) => !allowed.has(a))).toEqual([]);
    for (const type of ['public', 'authenticated', 'staff']) {
      const writes = (await grantsOf(type)).filter((a) => a.startsWith('api::') && /\.(create|update|delete|publish|unpublish)$/.test(a));
      expect(writes, type).toEqual([]);
    }
  });

  it('a granted read works for a visitor and an ungranted one does not', async () => {
    expect((await api('/semesters/current')).status).toBe(200);
    const permission = cms.strapi.db.query('plugin::users-permissions.permission');
    const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    const row = await permission.findOne({ where: { role: role.id, action: 'api::site-setting.site-setting.find' } });
    await permission.delete({ where: { id: row.id } });
    try {
      expect([401, 403]).toContain((await api('/site-setting')).status);
    } finally {
      await permission.create({ data: { action: 'api::site-setting.site-setting.find', role: role.id } });
    }
    expect((await api('/site-setting')).status).toBe(200);
  });
});
