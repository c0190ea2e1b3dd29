import path from 'node:path';
import { createRequire } from 'node:module';
import iconv from 'iconv-lite';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { root } from '../../scripts/lib/stack.mjs';
import { checkPage, cmsUrl, fromDatabase, freshAccessToken, signInOrSignUp, signInWithoutJs, uniqueEmail } from './support';

// The shared rules and messages as web's build uses them (the built package: a test file here is ESM, it is CommonJS).
const { ui, formatWon } = createRequire(path.join(root, 'package.json'))('@dharma/config/words') as typeof import('@dharma/config/words');

/**
 * Paying by bank transfer, without JavaScript: two learners of this spec's own apply; the office
 * uploads the bank's CP949 export (the first learner's payment with her depositor name, the
 * second's with his name only, a stranger's donation), sees them matched, likely and unplaced at
 * 1280 and 360 px, approves the matched line with the page's plain form, and the first learner's
 * class opens while the second still waits.
 */
test.use({ javaScriptEnabled: false });

const STAFF = { email: 'office8@example.com', name: '재무 보살' };
const t = ui.adminDeposits;

/** A learner of this spec who signs up and applies for lotus sutra 1 in the open semester, as the wizard does. */
async function applicant(browser: Browser, name: string, semester: string) {
  const email = uniqueEmail('deposit.applicant');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await signInWithoutJs(page, email, name);
  const applied = await fetch(`${cmsUrl}/api/v2/apply/courses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await freshAccessToken(context, page)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([{ course_name: `${semester}-J1` }]),
  });
  expect(applied.status).toBe(200);
  await context.close();
  return fromDatabase(async (knex) => {
    const { id } = await knex('up_users').where({ email }).first('id');
    const code = await knex('enrolment_depositor_codes').where({ owner: id, semester_code: semester }).first('depositor');
    return { id: Number(id), email, name, depositor: String(code.depositor) };
  });
}

const signedIn = new WeakSet<Page>();
/** Opens a back-office page as this spec's staff member, signing in first in a new browser. */
async function staffPage(page: Page, to: string, javaScript: boolean) {
  if (!signedIn.has(page)) {
    await page.goto('/login');
    await signInOrSignUp(page, STAFF.email, STAFF.name, { javaScript });
    signedIn.add(page);
  }
  await page.goto(to);
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toBeVisible();
}

test('the office matches a CP949 bank statement and approves the matched payment with plain forms', async ({ browser }) => {
  test.setTimeout(180_000);
  const open = await (await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).json();
  expect(open.open, 'a semester is open for applications').toBe(true);
  const stamp = String(Date.now()).slice(-5);
  // Names of letters only, their own to this run: digits in a name would read as a depositor code.
  const syllables = [...stamp].map((d) => '가나다라마바사아자차'[Number(d)]).join('');
  const paid = await applicant(browser, `은${syllables}`, open.semester);
  const nameOnly = await applicant(browser, `솔${syllables}`, open.semester);
  const fee = 130_000;
  const csv = [
    '거래내역 조회',
    '거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원)',
    `2026.11.20 09:12:01,타행이체,${paid.depositor},0,"${fee.toLocaleString('en-US')}","1,130,000"`,
    `2026.11.20 10:40:13,타행이체,${nameOnly.name},0,"${fee.toLocaleString('en-US')}","1,260,000"`,
    `2026.11.20 11:02:55,타행이체,<b>후원</b>${syllables},0,"50,000","1,310,000"`,
    `2026.11.20 12:00:00,자동이체,관리비,"300,000",0,"1,010,000"`,
  ].join('\r\n');

  const statement = { name: '거래내역조회.csv', mimeType: 'text/csv', buffer: iconv.encode(csv, 'cp949') };
  /** Uploads the statement on the page the approvals table links to, for the open semester. */
  const uploadOn = async (page: Page, javaScript: boolean) => {
    await staffPage(page, `/admin/approvals?semester=${open.semester}`, javaScript);
    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(/\/admin\/approvals\/statement/);
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expect(page.getByLabel(t.semester)).toHaveValue(open.semester);
    await page.getByLabel(t.bank).fill('국민은행');
    await page.getByLabel(t.file).setInputFiles(statement);
    await page.getByRole('button', { name: t.upload }).click();
    await expect(page.getByRole('status').filter({ hasText: t.read(3, 1, '').split('.')[0] })).toBeVisible();
  };

  // With JavaScript (axe runs in the page): the matching as staff see it, at 1280 and 360 px.
  const looking = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: true });
  const look = await looking.newPage();
  await uploadOn(look, true);
  const matched = look.getByRole('region', { name: t.tableLabels.matched });
  const likely = look.getByRole('region', { name: t.tableLabels.likely });
  const unmatched = look.getByRole('region', { name: t.tableLabels.unmatched });
  // The code and amount agree for the first, only the name for the second, nobody's for the donation.
  await expect(matched.getByRole('row').filter({ hasText: paid.depositor })).toContainText(paid.name);
  await expect(matched.getByRole('row').filter({ hasText: paid.depositor })).toContainText(formatWon(fee));
  await expect(matched.getByRole('checkbox', { name: t.pick(3, paid.name) })).toBeChecked();
  await expect(likely.getByRole('row').filter({ hasText: nameOnly.name })).toContainText(t.reasons.name_and_amount);
  await expect(likely.getByRole('checkbox', { name: t.pick(4, nameOnly.name) })).not.toBeChecked();
  // The depositor as the bank wrote it, shown as text: no markup from a statement reaches the page.
  await expect(unmatched.getByRole('row').filter({ hasText: `<b>후원</b>${syllables}` })).toContainText(t.reasons.no_match);
  await expect(unmatched.locator('b')).toHaveCount(0);
  await checkPage(look);
  await look.screenshot({ path: 'test-results/admin-deposits-1280.png', fullPage: true });
  await look.setViewportSize({ width: 360, height: 800 });
  await checkPage(look);
  await look.screenshot({ path: 'test-results/admin-deposits-360.png', fullPage: true });
  // Looking approved nobody.
  const statusesNow = () =>
    fromDatabase<{ owner: number; status: string }[]>((knex) =>
      knex('enrolment_applications')
        .whereIn('owner', [paid.id, nameOnly.id])
        .where({ semester_code: open.semester, category: 'lecture' })
        .select('owner', 'status'),
    ).then((rows) => Object.fromEntries(rows.map((r) => [Number(r.owner), r.status])));
  expect(await statusesNow()).toEqual({ [paid.id]: 'applied', [nameOnly.id]: 'applied' });

  // Without JavaScript: the same upload, then the ticked (matched) line approved with a plain post,
  // back to the approvals table with what was done.
  const plain = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const page = await plain.newPage();
  await uploadOn(page, false);
  await page.getByRole('button', { name: t.approve }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/approvals\\?semester=${open.semester}$`));
  await expect(page.getByText(t.approved(1, 0))).toBeVisible();
  expect(await statusesNow()).toEqual({ [paid.id]: 'approved', [nameOnly.id]: 'applied' });

  // The same file again: the used line approves nothing twice.
  await look.setViewportSize({ width: 1280, height: 900 });
  await uploadOn(look, true);
  await expect(look.getByRole('region', { name: t.tableLabels.used }).getByRole('row').filter({ hasText: paid.depositor })).toContainText(
    t.reasons.already_used,
  );
  await expect(look.getByRole('region', { name: t.tableLabels.matched })).toHaveCount(0);

  // The first learner finds the payment confirmed on her next semester's page (the term has not begun).
  const learnerContext = await browser.newContext({ javaScriptEnabled: false });
  const learner = await learnerContext.newPage();
  await learner.goto('/login');
  await signInWithoutJs(learner, paid.email, paid.name);
  await learner.goto('/studyroom/coming');
  await expect(learner.getByRole('row').filter({ hasText: '법화경 강좌 1단계' })).toContainText(ui.coming.applicationStatus.approved);
});

test('a learner is sent home from the statement page, and a statement they post is never read', async ({ page }) => {
  await page.goto('/login');
  await signInWithoutJs(page, uniqueEmail('deposit.learner'), '학인');
  const read = await page.request.get('/admin/approvals/statement', { maxRedirects: 0 });
  expect([302, 303]).toContain(read.status());
  expect(read.headers().location).toBe('/');
  const posted = await page.request.post('/admin/approvals/statement', {
    multipart: {
      intent: 'import',
      bank: '국민은행',
      file: { name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('거래일시,입금자,입금액\n') },
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(posted.status());
  expect(posted.headers().location).toBe('/');
});
