import { expect, test, type Page } from '@playwright/test';
import { checkPage, kakaoSignIn, signInWithoutJs } from './support';

/**
 * Staff announce by e-mail without JavaScript: they choose a class of the running semester, are
 * refused an empty subject in Korean, preview the message as a learner gets it and to how many,
 * send it, and find it in the notices list (subject and state, no body). Sending the same preview
 * again adds nothing and says so. Both pages pass axe at 1280 and 360 px.
 */
// A staff account of this spec's own: specs run side by side, in any order.
const STAFF = { email: 'office7@example.com', name: '공지 담당' };
const SUBJECT = `다음 주 법회 안내 ${String(Date.now()).slice(-6)}`;
const BODY = '다음 주 토요일 법회는 오전 10시에 시작합니다.\n<b>준비물</b>: 경전';

/** The compose form filled for the first class the form offers; answers that class's option text. */
async function compose(page: Page): Promise<string> {
  const audience = page.getByLabel('받는 사람');
  const firstClass = audience.locator('option').nth(1);
  const label = (await firstClass.textContent()) ?? '';
  await audience.selectOption({ index: 1 });
  await page.getByLabel('제목').fill(SUBJECT);
  await page.getByLabel('내용').fill(BODY);
  return label;
}

test('staff preview and send an announcement without JavaScript, and see it in the list once', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signInWithoutJs(page, STAFF.email, STAFF.name);
  await page.goto('/admin/announce');
  await expect(page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '공지 메일 보내기' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('공지 메일 보내기');

  // The running semester's classes are offered, each with how many paid.
  const label = await compose(page);
  expect(label).toMatch(/\(\d{4}(SP|FA|SU|WI)-[A-Z]\d+E?, \d+명\)$/);
  // An empty subject is refused in Korean; what was typed stays.
  await page.getByLabel('제목').fill('   ');
  await page.getByRole('button', { name: '미리 보기' }).click();
  await expect(page.getByRole('alert')).toHaveText('공지 제목을 적어 주세요.');
  await expect(page.getByLabel('제목')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('내용')).toHaveValue(BODY);

  await page.getByLabel('제목').fill(SUBJECT);
  await page.getByRole('button', { name: '미리 보기' }).click();
  const preview = page.getByRole('region', { name: '학인이 받을 메일' });
  await expect(preview.getByRole('status')).toHaveText(/^\d+명에게 보냅니다\./);
  const recipients = Number((await preview.getByRole('status').textContent())!.match(/^(\d+)명/)![1]);
  expect(recipients).toBeGreaterThan(0);
  await expect(preview.getByText(`[담마스쿨] ${SUBJECT}`)).toBeVisible();
  // Staff's words as the learner reads them: line breaks kept, markup shown as text.
  await expect(preview.getByText('<b>준비물</b>: 경전')).toBeVisible();
  await expect(preview.locator('b')).toHaveCount(0);
  await preview.screenshot({ path: 'test-results/admin-announce-preview-nojs.png' });

  // The id the preview gave, to try a second send of the same announcement below.
  const hidden = Object.fromEntries(
    await Promise.all(
      ['semester', 'course', 'subject', 'body', 'id'].map(async (name) => [
        name,
        await preview.locator(`input[name="${name}"]`).inputValue(),
      ]),
    ),
  );
  expect(hidden.id).toMatch(/^[0-9a-f-]{36}$/);

  await preview.getByRole('button', { name: '이대로 보내기' }).click();
  await expect(page).toHaveURL(/\/admin\/notices$/);
  await expect(page.getByRole('status').filter({ hasText: '공지 메일' })).toHaveText(
    `공지 메일 ${recipients}통을 보낼 차례에 넣었습니다. 1분 안에 보냅니다.`,
  );
  const table = page.getByRole('region', { name: '알림 표' });
  const rows = table.getByRole('row').filter({ hasText: `[담마스쿨] ${SUBJECT}` });
  await expect(rows).toHaveCount(recipients);
  await expect(rows.first()).toContainText('학교 공지');
  // Subjects only: the body is nowhere in the list.
  await expect(page.getByText('준비물')).toHaveCount(0);

  // The same preview sent again (a second tab, a double submit): nothing added, and said so.
  const origin = new URL(page.url()).origin;
  const again = await context.request.post('/admin/announce', { form: { ...hidden, intent: 'send' }, headers: { Origin: origin } });
  expect(again.ok()).toBe(true);
  expect(await again.text()).toContain('이 공지는 이미 보냈습니다. 다시 보내지 않았습니다.');
  await page.goto('/admin/notices');
  await expect(
    page
      .getByRole('region', { name: '알림 표' })
      .getByRole('row')
      .filter({ hasText: `[담마스쿨] ${SUBJECT}` }),
  ).toHaveCount(recipients);
  await context.close();
});

test('the notices list and the announcement form pass axe at 1280 and 360 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await kakaoSignIn(page, STAFF.email, STAFF.name);
  if (new URL(page.url()).pathname === '/signup') {
    await page.getByLabel('이름').fill(STAFF.name);
    await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
    await page.getByRole('button', { name: '가입 완료' }).click();
  }
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/notices');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('알림 현황');
    await checkPage(page);
    await page.screenshot({ path: `test-results/admin-notices-${width}.png`, fullPage: true });
    await page.goto('/admin/announce');
    await checkPage(page);
    await compose(page);
    await page.getByRole('button', { name: '미리 보기' }).click();
    await expect(page.getByRole('region', { name: '학인이 받을 메일' })).toBeVisible();
    await checkPage(page);
    await page.screenshot({ path: `test-results/admin-announce-${width}.png`, fullPage: true });
  }
  await context.close();
});
