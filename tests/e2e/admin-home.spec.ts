import { expect, test } from '@playwright/test';
import { checkPage, cms, freshAccessToken, signUpAs } from './support';

/**
 * The back office's first page counts this semester's waiting work, and each count leads to the
 * section where it is done, showing the same number. Other files change these numbers while this
 * one runs (two files at a time), so each comparison is taken again until the page and the CMS
 * are read at one state.
 */
test('the first page counts this semester’s waiting work, each count leading to its section', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpAs(page, 'office6@example.com', '종무 보살');
  const staff = () => freshAccessToken(context, page);
  const totalOf = async (path: string) => (await cms(await staff(), 'GET', path)).body.total as number;
  const behindOf = async () => {
    const progress = (await cms(await staff(), 'GET', '/v1/staff/progress')).body as {
      classes: { learners: { learner: number; behind: boolean }[] }[];
    };
    return new Set(progress.classes.flatMap((c) => c.learners.filter((l) => l.behind).map((l) => l.learner))).size;
  };

  const today = page.getByRole('region', { name: '지금 할 일' });
  const shown = async (label: string) => {
    const text = await today
      .getByRole('link', { name: new RegExp(`^${label}`) })
      .locator('.admin-count')
      .textContent();
    return Number(text!.replace(/[^\d]/g, ''));
  };
  const counts = {
    '입금을 기다리는 학인': () => totalOf('/v1/staff/applications?state=awaiting'),
    '승인된 학인': () => totalOf('/v1/staff/applications?state=approved'),
    '진도가 늦은 학인': behindOf,
    '확인할 봉사활동': () => totalOf('/v1/staff/volunteers?state=unconfirmed'),
    '숨긴 글': () => totalOf('/v1/staff/posts?state=hidden'),
  };
  await expect
    .poll(
      async () => {
        // The page first, then the CMS: taking a fresh token for the CMS may load another page.
        await page.goto('/admin');
        const onPage: Record<string, number> = {};
        const inCms: Record<string, number> = {};
        for (const label of Object.keys(counts)) onPage[label] = await shown(label);
        for (const [label, read] of Object.entries(counts)) inCms[label] = await read();
        return JSON.stringify(onPage) === JSON.stringify(inCms) ? 'same' : `page ${JSON.stringify(onPage)} cms ${JSON.stringify(inCms)}`;
      },
      { timeout: 30_000 },
    )
    .toBe('same');
  // The demo semester has work waiting: the seed's unpaid application at least.
  await page.goto('/admin');
  expect(await shown('입금을 기다리는 학인')).toBeGreaterThan(0);
  await checkPage(page);

  // The count of applications waiting leads to that list, filtered, with its total.
  await today.getByRole('link', { name: /^입금을 기다리는 학인/ }).click();
  await expect(page).toHaveURL(/\/admin\/approvals\?state=awaiting$/);
  await expect(page.getByLabel('상태')).toHaveValue('awaiting');
  await page.goBack();
  await today.getByRole('link', { name: /^숨긴 글/ }).click();
  await expect(page).toHaveURL(/\/admin\/posts\?state=hidden$/);
  await expect(page.getByLabel('상태')).toHaveValue('hidden');
  await context.close();
});
