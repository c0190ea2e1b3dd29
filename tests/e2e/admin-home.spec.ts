import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { root } from '../../scripts/lib/stack.mjs';
import { checkPage, cms, freshAccessToken, signInOrSignUp, signInWithoutJs, signUpAs, todayInKorea } from './support';

// The shared rules and messages as web's build uses them (the built package: a test file here is ESM, it is CommonJS).
const { ui } = createRequire(path.join(root, 'package.json'))('@dharma/config/words') as typeof import('@dharma/config/words');
const { formatDate, formatDayOfClass, mondayOf, addDays } = createRequire(path.join(root, 'package.json'))(
  '@dharma/config/rules',
) as typeof import('@dharma/config/rules');

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

/**
 * The first page's "this week": Korea's Monday to Sunday around today (the shared stack's clock is
 * the real one), each of the semesters' dates falling in it as the CMS answers them, with its day,
 * semester and what it asks, the payment due date with the unpaid count leading to the approvals
 * list; an empty week says so. Served whole by the server: read here without JavaScript; axe and
 * the 360 px rule in a browser with it.
 */
test('the first page says what this week of the semester asks of staff, without JavaScript', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signInWithoutJs(page, 'office6@example.com', '종무 보살');
  const w = ui.admin.week;
  const section = page.getByRole('region', { name: w.title });

  type Week = {
    today: string;
    monday: string;
    sunday: string;
    items: { date: string; kind: string; semester: { code: string; label: string }; unpaid?: number }[];
  };
  let week: Week | undefined;
  await expect
    .poll(
      async () => {
        await page.goto('/admin');
        const shown = (await section.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
        const empty = await section.getByText(w.empty, { exact: true }).count();
        week = (await cms(await freshAccessToken(context, page), 'GET', '/v1/staff/summary')).body.week as Week;
        const expected = week.items.map((item) =>
          [
            formatDayOfClass(item.date),
            item.date === week!.today ? w.today : null,
            item.semester.label,
            w.kinds[item.kind],
            item.unpaid === undefined ? null : w.unpaid(item.unpaid),
          ].filter((part): part is string => part !== null),
        );
        const same =
          shown.length === expected.length &&
          expected.every((parts, i) => parts.every((part) => shown[i].includes(part))) &&
          (expected.length ? empty === 0 : empty === 1);
        return same ? 'same' : `page ${JSON.stringify(shown)} cms ${JSON.stringify(week.items)}`;
      },
      { timeout: 30_000 },
    )
    .toBe('same');

  // The week is Korea's, Monday to Sunday, around today, and the page names it (taking a fresh
  // token above may have loaded another page).
  await page.goto('/admin');
  const today = todayInKorea();
  expect([today, addDays(today, -1)]).toContain(week!.today);
  expect(week!.monday).toBe(mondayOf(week!.today));
  expect(week!.sunday).toBe(addDays(week!.monday, 6));
  await expect(section.getByText(w.range(formatDate(week!.monday), formatDate(week!.sunday)), { exact: true })).toBeVisible();
  for (const item of week!.items) expect(item.date >= week!.monday && item.date <= week!.sunday).toBe(true);
  // Today's item, if any, is marked as the current date for assistive technology.
  const todays = week!.items.filter((item) => item.date === week!.today).length;
  await expect(section.locator('li[aria-current="date"]')).toHaveCount(todays);
  // A payment due date this week carries its unpaid count, leading to the list of those waiting.
  const dues = week!.items.filter((item) => item.unpaid !== undefined);
  await expect(section.getByRole('link')).toHaveCount(dues.length);
  for (const due of dues)
    await expect(section.getByRole('link', { name: w.unpaid(due.unpaid!) }).first()).toHaveAttribute(
      'href',
      `/admin/approvals?semester=${due.semester.code}&state=awaiting`,
    );

  await page.screenshot({ path: path.join(root, 'tests/.artifacts/admin-home-week-1280.png'), fullPage: true });
  await context.close();

  // axe runs in the page, so the accessibility check takes a browser with JavaScript, at both widths.
  const looking = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const look = await looking.newPage();
  await look.goto('/login');
  await signInOrSignUp(look, 'office6@example.com', '종무 보살');
  await look.goto('/admin');
  await expect(look.getByRole('region', { name: w.title })).toBeVisible();
  await checkPage(look);
  await look.setViewportSize({ width: 360, height: 780 });
  await checkPage(look);
  await look.screenshot({ path: path.join(root, 'tests/.artifacts/admin-home-week-360.png'), fullPage: true });
  await looking.close();
});
