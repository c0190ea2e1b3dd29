import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/stack.mjs';
import { cmsAdminHeaders, cmsUrl, uniqueEmail, LOCK } from './support';

test.describe.configure({ lock: LOCK.panel });

/**
 * A monk newly invited to the panel signs in from a fresh browser and finds it in Korean: the
 * sign-in page, the menus, and the list and edit screens of lessons, articles, course families
 * and semesters, with our fields' Korean labels and help texts and no English of Strapi's.
 * Screenshots go to tests/.artifacts/panel-ko/ for a person to look at.
 */
const SHOTS = path.join(root, 'tests', '.artifacts', 'panel-ko');
const PASSWORD = 'Monk-password-1';

/** Strapi's English on these screens, as whole words: none may be left. */
const ENGLISH = [
  'Content Manager',
  'Save',
  'Publish',
  'Published',
  'Create new entry',
  'Search',
  'Filters',
  'Fields',
  'Draft',
  'Modified',
  'Entries per page',
  'status',
  'Back',
  'Entry',
  'Preview',
  'Open preview',
  'Collection Types',
  'Single Types',
  'Add an entry',
  'True',
  'False',
  'Delete',
  'Duplicate',
];

const SCREENS = [
  {
    uid: 'plugin::studyroom.lesson',
    heading: '수업',
    columns: ['과목', '단계', '회차', '여는 날', '제목', '상태'],
    fields: ['과목', '단계', '회차', '여는 날', '제목', '가르침', '오늘의 경전', '과제'],
    help: '학기 며칠째에 열리는지 적습니다',
    entry: ['과제 영문 키', '과제 종류', '과제 내용', '꼭 할 과제'],
  },
  {
    uid: 'api::article.article',
    heading: '게시글',
    columns: ['번호', '종류', '제목', '바로가기 주소', '상태'],
    fields: ['종류', '제목', '바로가기 주소', '본문', '순서', '글쓴이'],
    help: '어느 게시판의 글인지 고릅니다',
    entry: [],
  },
  {
    uid: 'api::course-family.course-family',
    heading: '교육과정',
    columns: ['번호', '영문 키', '과정 이름', '과정 소개', '상태'],
    fields: ['영문 키', '과정 이름', '과정 소개', '과정 분류', '학습 일수', '대표 그림', '단계'],
    help: '과정 소개 페이지 첫머리에 보이는',
    entry: ['단계 제목', '학습 기간', '학습량', '학습 형태', '학점', '교재', '학습 내용'],
  },
  {
    uid: 'api::semester.semester',
    heading: '학기',
    columns: ['번호', '학기 코드', '학기 이름', '개강일'],
    fields: ['학기 코드', '학기 이름', '개강일', '종강일', '신청 시작일', '신청 마감일', '수강료(원)', '입금 계좌'],
    help: '수강신청을 받는 마지막 날입니다.',
    entry: [],
  },
] as const;

/** A new Editor account, invited by the super admin and registered with its own password. */
async function inviteEditor(): Promise<string> {
  const admin = await cmsAdminHeaders();
  const roles = await (await fetch(`${cmsUrl}/admin/roles`, { headers: admin })).json();
  const editor = roles.data.find((r: { code: string }) => r.code === 'strapi-editor');
  const email = uniqueEmail('monk');
  const invited = await fetch(`${cmsUrl}/admin/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, firstname: '도원', lastname: '스님', roles: [editor.id] }),
  });
  expect(invited.status).toBe(201);
  const { registrationToken } = (await invited.json()).data;
  const registered = await fetch(`${cmsUrl}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ registrationToken, userInfo: { firstname: '도원', lastname: '스님', password: PASSWORD } }),
  });
  expect(registered.status).toBe(200);
  return email;
}

/** The English words of ENGLISH that the page shows (visible text, and names given to buttons and links). */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [title], input[placeholder]')].map((el) =>
      [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('placeholder')].filter(Boolean).join(' '),
    );
    return `${document.body.innerText}\n${names.join('\n')}`;
  });
  return ENGLISH.filter((word) => new RegExp(`(^|[^A-Za-z])${word}([^A-Za-z]|$)`).test(text));
}

/** A field's label: a required one ends in Strapi's red asterisk, a repeatable one in its count (`과제 (2)`). */
const labelled = (field: string) => new RegExp(`^${field.replace(/[()]/g, '\\$&')}(\\*|\\s\\(\\d+\\))?$`);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/**
 * Opens the first entry of the form's repeatable component (a lesson's first task, a family's
 * first level) and checks its fields' labels; a form without one has nothing to open.
 */
async function openFirstEntry(page: Page, fields: readonly string[], screenshot: string) {
  if (!fields.length) return;
  const entries = page.getByRole('heading', { level: 3 }).filter({ has: page.getByRole('button', { name: '드래그' }) });
  await entries.first().getByRole('button').first().click();
  for (const field of fields) await expect(page.getByText(labelled(field)).first()).toBeVisible();
  await page
    .getByText(labelled(fields.at(-1)!))
    .first()
    .evaluate((label) => label.scrollIntoView({ block: 'center' }));
  expect(await englishOn(page), screenshot).toEqual([]);
  await shot(page, screenshot);
}

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

test('a newly invited editor meets the panel in Korean on the lesson, article, course and semester screens', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await inviteEditor();

  // A browser that never opened the panel: the sign-in page is already Korean.
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await shot(page, '00-login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: '콘텐츠 관리', exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await shot(page, '01-home');

  for (const [i, screen] of SCREENS.entries()) {
    const name = screen.uid.split('.').pop()!;
    await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${screen.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible({ timeout: 45_000 });
    const header = page.getByRole('grid').getByRole('row').first();
    for (const column of screen.columns) await expect(header.getByRole('gridcell', { name: column, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '새 항목 추가' }).first()).toBeVisible();
    expect(await englishOn(page), `${name} list`).toEqual([]);
    await shot(page, `${i + 1}a-${name}-list`);

    // The first entry's edit form: every field labelled in Korean, with its help under it.
    await page.getByRole('grid').getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/collection-types/${screen.uid.replace(/[.]/g, '\\.')}/\\w+`));
    for (const field of screen.fields) await expect(page.getByText(labelled(field)).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(screen.help).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '저장' })).toBeVisible();
    expect(await englishOn(page), `${name} edit`).toEqual([]);
    await shot(page, `${i + 1}b-${name}-edit`);
    await openFirstEntry(page, screen.entry, `${i + 1}c-${name}-entry`);
  }
});
