import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { root } from '../../scripts/lib/stack.mjs';
import { checkPage, cmsUrl, fromDatabase, freshAccessToken, kakaoSignIn, signInWithoutJs, todayInKorea, uniqueEmail } from './support';

// The shared rules and messages as web's build uses them (the built package: a test file here is ESM, it is CommonJS).
const { ui } = createRequire(path.join(root, 'package.json'))('@dharma/config/words') as typeof import('@dharma/config/words');

/**
 * The back office without JavaScript: every step is a plain form (GET for a search, POST with a
 * 303 back for a change) and the page that comes back shows the result. Staff approve a learner
 * who just applied with the row's approve form, find them in the students search, hide and show
 * 오서연's verse with a reason, confirm a volunteer entry 오서연 wrote on her grade page (also
 * without JavaScript), find that confirmation and the approval in the audit trail and search the
 * curriculum. The volunteers page passes axe at 360 px. Data other specs rely on is left alone
 * (the seed's unpaid applications, 서하은's posts, 김보리's volunteer log).
 */
test.use({ javaScriptEnabled: false });

// A staff account of this spec's own: specs run side by side, in any order.
const STAFF = { email: 'office5@example.com', name: '총무 보살' };

async function staffPage(page: Page, to: string) {
  await page.goto('/login');
  await signInWithoutJs(page, STAFF.email, STAFF.name);
  await page.goto(to);
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toBeVisible();
}

test('staff work the back office with plain forms, without JavaScript', async ({ browser }) => {
  test.setTimeout(180_000);
  const t = ui.admin;
  const seed = await fromDatabase(async (knex) => {
    const seoyeon = await knex('up_users').where({ email: 'seoyeon@example.com' }).first('id');
    const verse = await knex('studyroom_task_responses')
      .where({ owner: seoyeon.id, type: 'verse', hidden: false })
      .orderBy('id')
      .first('id', 'response', 'course_code');
    return { verse };
  });
  expect(seed.verse, '오서연 wrote verses in her class').toBeTruthy();

  // A learner of this spec's own (the seed's unpaid applications belong to other specs) signs up
  // and applies for lotus sutra 1 in the semester open for applications, as web's wizard does.
  const applicantName = `나래${String(Date.now()).slice(-6)}`;
  const applicantEmail = uniqueEmail('nojs.applicant');
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  await applicantPage.goto('/login');
  await signInWithoutJs(applicantPage, applicantEmail, applicantName);
  const open = await (await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).json();
  expect(open.open, 'a semester is open for applications').toBe(true);
  const applied = await fetch(`${cmsUrl}/api/v2/apply/courses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await freshAccessToken(applicantContext, applicantPage)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([{ course_name: `${open.semester}-J1` }]),
  });
  expect(applied.status).toBe(200);
  await applicantContext.close();
  const applicantId = await fromDatabase(async (knex) => Number((await knex('up_users').where({ email: applicantEmail }).first('id')).id));

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await staffPage(page, '/admin/approvals');

  // Approvals: the filters are a GET form, the row's approve button a POST that comes back (303).
  await page.getByLabel(t.approvals.semester, { exact: true }).selectOption(open.semester);
  await page.getByLabel(t.approvals.state, { exact: true }).selectOption({ label: t.approvals.states.awaiting });
  await page.getByLabel(t.approvals.name, { exact: true }).fill(applicantName);
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/approvals\\?semester=${open.semester}&state=awaiting&name=`));
  const table = page.getByRole('region', { name: t.approvals.tableLabel });
  const row = table.getByRole('row').filter({ hasText: applicantName });
  await expect(row).toContainText(t.approvals.states.awaiting);
  await row.getByRole('button', { name: t.approvals.approveLabel(applicantName) }).click();
  await expect(page.getByText(t.approvals.done(applicantName))).toBeVisible();
  // Back on the same filtered page: she no longer waits; the approved filter shows who approved.
  await expect(page).toHaveURL(new RegExp(`state=awaiting`));
  await expect(page.locator(`tr[data-learner="${applicantId}"]`)).toHaveCount(0);
  await page.getByLabel(t.approvals.state, { exact: true }).selectOption({ label: t.approvals.states.approved });
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  const approved = page.locator(`tr[data-learner="${applicantId}"]`);
  await expect(approved).toContainText(t.approvals.states.approved);
  await expect(approved).toContainText(STAFF.name);

  // All students: the search is a GET form; the page that comes back lists her.
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: t.studentList.title }).click();
  await page.getByLabel(t.studentList.search).fill(applicantEmail);
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/students\\?q=${encodeURIComponent(applicantEmail).replace(/\./g, '\\.')}`));
  await expect(page.getByText(t.studentList.total(1))).toBeVisible();
  await expect(page.getByRole('region', { name: '학생 표' }).getByRole('row').filter({ hasText: applicantName })).toContainText(
    applicantEmail,
  );

  // Moderation: hide 오서연's verse with a reason, then show it again; each a POST back to the filtered list.
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: t.posts.title }).click();
  await page.getByLabel(t.posts.course).fill(seed.verse.course_code);
  await page.getByLabel(t.posts.q).fill(String(seed.verse.response).slice(0, 8));
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/posts\?course=/);
  const post = page.locator(`tr[data-post="${seed.verse.id}"]`);
  await expect(post).toContainText(t.posts.states.shown);
  const reason = `JS 없이 숨김 확인 ${Date.now()}`;
  await post.getByLabel(t.posts.reasonLabel('오서연')).fill(reason);
  await post.getByRole('button', { name: t.posts.hideLabel('오서연') }).click();
  await expect(page.getByText(t.posts.hidden)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\?course=/);
  await expect(post).toContainText(t.posts.states.hidden);
  await expect(post).toContainText(t.posts.hiddenBecause(reason));
  await post.getByRole('button', { name: t.posts.showLabel('오서연') }).click();
  await expect(page.getByText(t.posts.shown)).toBeVisible();
  await expect(post).toContainText(t.posts.states.shown);
  await expect(post).not.toContainText(reason);

  // 오서연 records a volunteer hour on her grade page (a plain form too).
  const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const learner = await learnerContext.newPage();
  await learner.goto('/studyroom/all');
  await signInWithoutJs(learner, 'seoyeon@example.com', '오서연');
  await expect(learner).toHaveURL(/\/studyroom\/all$/);
  await learner.getByRole('link', { name: '법구경 이야기 5단계 성적표 보기' }).click();
  await expect(learner).toHaveURL(/\/studyroom\/grades\/\d+$/);
  const text = `JS 없이 확인할 봉사 ${Date.now()}`;
  const form = learner.getByRole('form', { name: '봉사활동 기록하기' });
  await form.getByLabel('봉사한 날').fill(todayInKorea());
  await form.getByLabel('시간').fill('2');
  await form.getByLabel('한 일').fill(text);
  await form.getByRole('button', { name: '봉사활동 기록하기' }).click();
  await expect(learner.getByRole('status')).toHaveText('봉사활동을 기록했습니다.');
  const entryId = await fromDatabase(async (knex) =>
    Number((await knex('records_volunteer_entries').where({ content: text }).first('id')).id),
  );

  // Staff confirm it: the row's button posts, the page comes back without it among the waiting.
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: t.volunteers.title }).click();
  const waiting = page.locator(`tr[data-entry="${entryId}"]`);
  await expect(waiting).toContainText('오서연');
  await expect(waiting).toContainText(t.volunteers.hrs(2));
  await waiting.getByRole('button', { name: /^오서연님의 .* 봉사 확인$/ }).click();
  await expect(page.getByText(t.volunteers.done)).toBeVisible();
  await expect(page.locator(`tr[data-entry="${entryId}"]`)).toHaveCount(0);
  await page.getByLabel(t.volunteers.state, { exact: true }).selectOption({ label: t.volunteers.states.confirmed });
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/volunteers\?state=confirmed/);
  await expect(page.locator(`tr[data-entry="${entryId}"]`)).toContainText(text);
  // The learner's page now shows it confirmed.
  await learner.reload();
  await expect(learner.locator('.volunteer-entry').filter({ hasText: text })).not.toContainText('확인 전');
  await learnerContext.close();

  // The volunteers page at 360 px, the confirmed list as staff see it: axe finds nothing serious and
  // nothing sticks out sideways. axe runs as a script in the page, so this one look has JavaScript.
  const axeContext = await browser.newContext({
    javaScriptEnabled: true,
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const axePage = await axeContext.newPage();
  await axePage.goto('/login');
  await kakaoSignIn(axePage, STAFF.email, STAFF.name);
  await axePage.goto('/admin/volunteers?state=confirmed');
  await expect(axePage.locator(`tr[data-entry="${entryId}"]`)).toContainText(text);
  await checkPage(axePage);
  await axeContext.close();

  // The audit trail: filtered (a GET form) to that entry, the confirmation is there with who did it.
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: t.audit.title }).click();
  await page.getByLabel(t.audit.target).fill(`volunteer:${entryId}`);
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?.*target=volunteer%3A${entryId}`));
  await expect(page.getByText(t.audit.total(1))).toBeVisible();
  const audit = page.getByRole('region', { name: t.audit.tableLabel }).getByRole('row').nth(1);
  await expect(audit).toContainText(t.audit.actions['volunteer.confirm']);
  await expect(audit).toContainText(STAFF.name);
  // Filtered to the applicant's approval by her learner number: the approval is there too.
  await page.getByLabel(t.audit.target).fill('');
  await page.getByLabel(t.audit.subject).fill(String(applicantId));
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`subject=${applicantId}`));
  await expect(page.getByRole('region', { name: t.audit.tableLabel })).toContainText(t.audit.actions['application.approve']);

  // The curriculum search: a GET form; a family found by its name links to its course page.
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: t.curriculum.title }).click();
  await page.getByLabel(t.curriculum.search).fill('법구경');
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/curriculum\?q=%EB%B2%95%EA%B5%AC%EA%B2%BD/);
  const levels = page.getByRole('region', { name: t.curriculum.levels });
  await expect(levels.getByRole('link', { name: t.curriculum.coursePageLabel('법구경 이야기') }).first()).toHaveAttribute(
    'href',
    '/courses/dhammapada',
  );
  await context.close();
});
