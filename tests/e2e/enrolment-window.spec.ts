import { expect, test } from '@playwright/test';
import { add, alert, cart, newLearner } from './enrolment-wizard';
import { cmsAdminHeaders, cmsUrl, LOCK, todayInKorea } from './support';

/**
 * The register wizard when staff change the semester open for applications in the panel: its term
 * starts today, or its window has closed. For those seconds every page that shows a running or an
 * open semester shows another, so these tests run with nothing beside them.
 */
test.describe.configure({ lock: LOCK.alone });

test('after the term starts a change is refused with its message', async ({ page }) => {
  await newLearner(page, '보현');
  await page.goto('/register');
  await add(page, '금강경 특강 1단계 신청');
  await cart(page).getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '신청 완료' }).click();
  await expect(page.getByText('수강신청이 완료되었습니다.', { exact: true })).toBeVisible();

  // Staff move the term start to today in the panel.
  const headers = await cmsAdminHeaders();
  const check = await (await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).json();
  const semesters = await (await fetch(`${cmsUrl}/api/semesters?filters[code][$eq]=${check.semester}`)).json();
  const semester = semesters.data[0];
  const url = `${cmsUrl}/content-manager/collection-types/api::semester.semester/${semester.documentId}`;
  const today = todayInKorea();
  expect((await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ termStart: today }) })).status).toBe(200);
  try {
    await page.goto('/register');
    await add(page, '죽음 수업 1단계 신청');
    await cart(page).getByRole('button', { name: '다음' }).click();
    await page.getByRole('button', { name: '변경 완료' }).click();
    await alert(page, '학습이 시작되어 변경이 불가능합니다.');
    await page.goto('/studyroom/coming');
    await expect(page.getByRole('table').getByText('금강경 특강 1단계')).toBeVisible();
  } finally {
    await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ termStart: semester.termStart }) });
  }
});

test('with the application window closed the wizard says so, offers nothing and a submit is refused', async ({ page }) => {
  await newLearner(page, '지계');
  await page.goto('/register');
  await add(page, '법화경 강좌 1단계 신청');
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);

  // Staff end the application window yesterday in the panel.
  const headers = await cmsAdminHeaders();
  const check = await (await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).json();
  expect(check.open).toBe(true);
  const semester = (await (await fetch(`${cmsUrl}/api/semesters?filters[code][$eq]=${check.semester}`)).json()).data[0];
  const url = `${cmsUrl}/content-manager/collection-types/api::semester.semester/${semester.documentId}`;
  const day = (offset: number) => new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const closed = { applyStart: semester.applyStart < day(-1) ? semester.applyStart : day(-2), applyEnd: day(-1) };
  expect((await fetch(url, { method: 'PUT', headers, body: JSON.stringify(closed) })).status).toBe(200);
  try {
    const notice = page.getByText('지금은 수강신청 기간이 아닙니다. 다음 신청 기간을 기다려 주세요.', { exact: true });
    await expect
      .poll(async () => {
        await page.goto('/register');
        return notice.count();
      })
      .toBe(1);
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${semester.label} 수강신청`);
    const offers = page.getByRole('button', { name: /단계 (신청|연장|재수강)$/ });
    expect(await offers.count()).toBeGreaterThan(5);
    for (const button of await offers.all()) await expect(button).toBeDisabled();

    // The cart chosen before the window closed cannot be submitted: the CMS refuses it.
    await cart(page).getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/step=2/);
    await page.getByRole('button', { name: '신청 완료' }).click();
    await alert(page, '지금은 수강신청 기간이 아닙니다.');
    await expect(page).toHaveURL(/\/register\?step=2$/);
    await page.goto('/studyroom/coming');
    await expect(page.getByText('법화경 강좌 1단계')).toHaveCount(0);
  } finally {
    await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ applyStart: semester.applyStart, applyEnd: semester.applyEnd }) });
  }
  const reopened = await (await fetch(`${cmsUrl}/api/v2/apply/semester-check`)).json();
  expect(reopened).toMatchObject({ semester: check.semester, open: true });
});
