import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { freshSecrets, root, standInEnv, startCms, startWeb, stopAll } from '../../scripts/lib/stack.mjs';
import { startKakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { freePort } from '../../scripts/lib/test-processes';
import { checkPage, kakaoSignIn, openUserMenu } from './support';

/**
 * Term results end to end, on a stack of this file's own (the shared one does not pin the clock):
 * the CMS first starts on a day inside the running term (the demo seed builds that term and its
 * lessons), then starts again on the day after the term ends, and its start-up run records the
 * results. Two learners study the daily course 법구경 이야기 5단계 (77 days): 60 % of 77 is 46.2,
 * so 47 done days is the fewest that pass (61 %) and 46 (59 %) the most that fail.
 */
const PASS_PERCENT = 60;
const CLASS_NAME = '법구경 이야기 5단계';
const FAMILY = '법구경 이야기';
/** A daily course's credits once completed. */
const DAILY_CREDITS = 3;
const DURING_TERM = '2026-05-01T12:00:00+09:00';

const PASSING = { email: 'term.pass@example.com', name: '한지수' };
const FAILING = { email: 'term.fail@example.com', name: '오미래' };
/** Studies 법화경 강좌 1단계 in the running term (no day done) and is approved for its 2단계 next semester. */
const AHEAD = { email: 'term.ahead@example.com', name: '서미리' };

const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));
const Database = cmsRequire('better-sqlite3');

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type Row = Record<string, unknown>;
type Stack = {
  webUrl: string;
  stop: () => Promise<void>;
  semester: string;
  next: string;
  lessons: number;
  passDays: number;
  failDays: number;
};
let stack: Stack;

/**
 * Set-up written straight into the stopped CMS's SQLite file, with the columns the demo seed uses:
 * two prepared learner accounts (signed up, as the seed's demo learner is: Kakao sign-in lands in
 * them), an approved, paid 5단계 application each in the running semester, and the day completions
 * the term result counts (each on its lesson's own date, inside the term).
 */
/** The class's published lessons, in order: day N is lesson number N. */
function lessonsOf(db: { prepare(sql: string): { all(): unknown[] } }) {
  return db
    .prepare(
      "select number, opens_on_day from studyroom_lessons where catalog = 'dhammapada' and level = 5 and published_at is not null order by number",
    )
    .all() as { number: number; opens_on_day: number }[];
}

/**
 * A learner approved for 법화경 강좌 1단계 in the running semester (no day done: she fails it) and,
 * already, for its 2단계 with the required course in the next one, paid.
 */
function writeAhead(file: string, running: string, next: string) {
  const db = new Database(file);
  try {
    const role = db.prepare("select id from up_roles where type = 'authenticated'").get() as { id: number };
    const policy = (db.prepare('select privacy_policy_version v from up_users where email = ?').get('learner@example.com') as { v: string })
      .v;
    const insert = (table: string, row: Row) => {
      const cols = Object.keys(row);
      return db.prepare(`insert into ${table} (${cols.join(',')}) values (${cols.map(() => '?').join(',')})`).run(...Object.values(row))
        .lastInsertRowid as number;
    };
    const stamp = Date.now();
    const docId = () => randomBytes(12).toString('hex').slice(0, 24);
    db.transaction(() => {
      const user = insert('up_users', {
        document_id: docId(),
        username: 'term_ahead',
        email: AHEAD.email,
        provider: 'kakao',
        confirmed: 1,
        blocked: 0,
        name: AHEAD.name,
        consented_at: stamp,
        privacy_policy_version: policy,
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
      });
      insert('up_users_role_lnk', { user_id: user, role_id: role.id, user_ord: 1 });
      const rows: [string, string, string, number, number][] = [
        [running, 'lecture', 'lotussutra', 1, 0],
        [next, 'lecture', 'lotussutra', 2, 0],
        [next, 'required', 'sati', 3, 100000],
      ];
      for (const [semester, category, catalog, level, amount] of rows)
        insert('enrolment_applications', {
          document_id: docId(),
          owner: user,
          learner_name: AHEAD.name,
          semester_code: semester,
          category,
          catalog,
          level,
          course_code: `${semester}-${catalog === 'sati' ? 'S' : 'J'}${level}`,
          kind: category === 'required' ? 'required' : 'apply',
          status: 'approved',
          progress: 0,
          amount_due: amount,
          amount_paid: amount,
          paid_at: stamp,
          created_at: stamp,
          updated_at: stamp,
          published_at: stamp,
        });
    })();
  } finally {
    db.close();
  }
}

function writeClasses(file: string, termStart: string, semester: string, classes: { learner: typeof PASSING; days: number }[]) {
  const db = new Database(file);
  try {
    const role = db.prepare("select id from up_roles where type = 'authenticated'").get() as { id: number };
    const policy = (db.prepare('select privacy_policy_version v from up_users where email = ?').get('learner@example.com') as { v: string })
      .v;
    const lessons = lessonsOf(db);
    const docId = () => randomBytes(12).toString('hex').slice(0, 24);
    const insert = (table: string, row: Row) => {
      const cols = Object.keys(row);
      return db.prepare(`insert into ${table} (${cols.join(',')}) values (${cols.map(() => '?').join(',')})`).run(...Object.values(row))
        .lastInsertRowid as number;
    };
    const stamp = Date.now();
    db.transaction(() => {
      for (const { learner, days } of classes) {
        const user = insert('up_users', {
          document_id: docId(),
          username: `term_${learner.email.replace(/[^a-z0-9]/g, '_')}`,
          email: learner.email,
          provider: 'kakao',
          confirmed: 1,
          blocked: 0,
          name: learner.name,
          consented_at: stamp,
          privacy_policy_version: policy,
          created_at: stamp,
          updated_at: stamp,
          published_at: stamp,
        });
        insert('up_users_role_lnk', { user_id: user, role_id: role.id, user_ord: 1 });
        const paid = new Date(`${addDays(termStart, -3)}T10:00:00+09:00`).getTime();
        const code = `${semester}-D5`;
        const application = insert('enrolment_applications', {
          document_id: docId(),
          owner: user,
          learner_name: learner.name,
          semester_code: semester,
          category: 'daily',
          catalog: 'dhammapada',
          level: 5,
          course_code: code,
          kind: 'apply',
          status: 'approved',
          progress: 0,
          amount_due: 0,
          paid_at: paid,
          created_at: paid,
          updated_at: paid,
          published_at: paid,
        });
        for (const lesson of lessons.slice(0, days)) {
          const at = new Date(`${addDays(termStart, lesson.opens_on_day - 1)}T21:30:00+09:00`).getTime();
          insert('studyroom_day_completions', {
            document_id: docId(),
            owner: user,
            application,
            course_code: code,
            day: lesson.number,
            completed_at: at,
            created_at: at,
            updated_at: at,
            published_at: at,
          });
        }
      }
    })();
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const [cmsPort, webPort, kakaoPort] = [await freePort(), await freePort(), await freePort()];
  const kakao = await startKakaoStandIn({ port: kakaoPort });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-term-'));
  const file = path.join(dir, 'data.db');
  const base = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    PORT: String(webPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    DATABASE_FILENAME: file,
    ...freshSecrets(),
    ADMIN_EMAIL: 'admin@dharma.test',
    ADMIN_PASSWORD: 'E2e-admin-password-1',
    CMS_LOG_LEVEL: 'warn',
    SITE_URL: `http://127.0.0.1:${webPort}`,
    ...standInEnv(kakao),
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  const children: Awaited<ReturnType<typeof startCms>>[] = [];
  const stop = async () => {
    await stopAll(children);
    await kakao.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // 1. A day inside the running term: the seed builds the semester and its lessons.
    const first = await startCms({ ...base, DHARMA_NOW: DURING_TERM }, { quiet: true });
    await stopAll([first]);
    const db = new Database(file, { readonly: true });
    const running = db
      .prepare('select code, term_start, term_end from semesters where term_start <= ? and ? <= term_end and published_at is not null')
      .get(DURING_TERM.slice(0, 10), DURING_TERM.slice(0, 10)) as { code: string; term_start: string; term_end: string };
    const lessons = lessonsOf(db).length;
    const next = db
      .prepare('select code from semesters where term_start > ? and published_at is not null order by term_start limit 1')
      .get(running?.term_end ?? '') as { code: string } | undefined;
    db.close();
    expect(running, 'the seed made a running semester').toBeTruthy();

    // 2. The learners' classes and done days (47 / 46 of 77, computed from the stored lessons).
    const passDays = Math.ceil((lessons * PASS_PERCENT) / 100);
    const failDays = passDays - 1;
    writeClasses(file, running.term_start, running.code, [
      { learner: PASSING, days: passDays },
      { learner: FAILING, days: failDays },
    ]);
    expect(next, 'the seed made the semester after it').toBeTruthy();
    writeAhead(file, running.code, next!.code);

    // 3. The day after the term ends: the CMS's start-up run records the results.
    const after = { ...base, DHARMA_NOW: `${addDays(running.term_end, 1)}T12:00:00+09:00` };
    children.push(await startCms(after, { quiet: true }));
    children.push(await startWeb(after, { quiet: true }));
    stack = { webUrl: `http://127.0.0.1:${webPort}`, stop, semester: running.code, next: next!.code, lessons, passDays, failDays };
  } catch (error) {
    await stop();
    throw error;
  }
});

test.afterAll(async () => {
  await stack?.stop();
});

async function signIn(page: Page, learner: typeof PASSING) {
  await page.goto(`${stack.webUrl}/studyroom/all`);
  await expect(page).toHaveURL(/\/login$/);
  await kakaoSignIn(page, learner.email, learner.name);
  await expect(page).toHaveURL(/\/studyroom\/all$/);
}

/** axe, and nothing scrolling sideways at 360 px. */
async function checkBothWidths(page: Page) {
  await checkPage(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await checkPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const classRow = (page: Page) => page.locator('.study-row').filter({ has: page.getByRole('link', { name: CLASS_NAME }) });
const levelRow = (page: Page) =>
  page
    .getByRole('article', { name: new RegExp(`^${FAMILY}`) })
    .locator('li.level-row')
    .filter({ hasText: /^5단계/ });

test('at 60 % of the days the class is completed with its credits in the header', async ({ page }) => {
  expect(stack.lessons).toBe(77);
  expect([stack.passDays, stack.failDays]).toEqual([47, 46]);
  await signIn(page, PASSING);
  const row = classRow(page);
  await expect(row).toHaveCount(1);
  await expect(row.getByText(stack.semester + '-D5')).toBeVisible();
  await expect(row.locator('.status-label')).toHaveText('수료');
  await expect(row.getByText(`완료 ${stack.passDays} / ${stack.lessons}일`)).toBeVisible();
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor((stack.passDays * 100) / stack.lessons)));
  await expect(row.locator('.study-facts strong')).toHaveText(`${DAILY_CREDITS}학점`);
  await expect(page.getByTestId('credits-total')).toHaveText(`${DAILY_CREDITS} / 80학점`);
  await checkBothWidths(page);

  await openUserMenu(page);
  await expect(page.getByRole('banner').getByTestId('credits')).toHaveText(`${DAILY_CREDITS} / 80`);
  await expect(page.getByRole('banner').getByRole('progressbar', { name: '학점' })).toHaveAttribute('aria-valuenow', String(DAILY_CREDITS));

  await page.goto(`${stack.webUrl}/register`);
  await expect(levelRow(page).locator('.status-label')).toHaveText('수료');
  await expect(page.getByRole('button', { name: `${CLASS_NAME} 재수강` })).toHaveCount(0);
  await checkBothWidths(page);
});

test('at 59 % the class is failed, earns nothing, and /register offers the retake', async ({ page }) => {
  await signIn(page, FAILING);
  const row = classRow(page);
  await expect(row).toHaveCount(1);
  await expect(row.locator('.status-label')).toHaveText('미이수');
  await expect(row.getByText(`완료 ${stack.failDays} / ${stack.lessons}일`)).toBeVisible();
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor((stack.failDays * 100) / stack.lessons)));
  await expect(row.locator('.study-facts strong')).toHaveText('0학점');
  await expect(page.getByTestId('credits-total')).toHaveText('0 / 80학점');
  await checkBothWidths(page);

  await openUserMenu(page);
  await expect(page.getByRole('banner').getByTestId('credits')).toHaveText('0 / 80');

  await page.goto(`${stack.webUrl}/register`);
  await expect(levelRow(page).locator('.status-label')).toHaveText('미이수');
  const retake = page.getByRole('button', { name: `${CLASS_NAME} 재수강` });
  await expect(retake).toBeVisible();
  await expect(retake).toBeEnabled();
  await expect(retake).toHaveText('재수강');
  await checkBothWidths(page);
});

test('failed with the next level already applied for: the next-semester page offers the retake, one button changes to it', async ({
  page,
}) => {
  await signIn(page, AHEAD);
  await page.goto(`${stack.webUrl}/studyroom/coming`);
  const offer = page.getByTestId('retake-offer');
  await expect(offer).toContainText('재수강으로 바꿀 수 있습니다');
  await expect(offer).toContainText(`법화경 강좌 1단계 (${stack.semester}-J1)은 지난 학기에 통과하지 못했습니다.`);
  await expect(offer).toContainText(`신청하신 법화경 강좌 2단계 (${stack.next}-J2) 대신 법화경 강좌 1단계 (${stack.next}-J1) 재수강으로`);
  await checkBothWidths(page);
  await offer.getByRole('button', { name: '법화경 강좌 1단계 재수강으로 바꾸기' }).click();
  await expect(page.getByText('재수강으로 바꾸었습니다.')).toBeVisible();
  await expect(page.getByTestId('retake-offer')).toHaveCount(0);
  const table = page.getByRole('table');
  await expect(table.getByText('법화경 강좌 1단계')).toBeVisible();
  // What was paid stays: both courses approved, nothing more to pay.
  await expect(table.getByRole('cell', { name: '승인', exact: true })).toHaveCount(2);
  await expect(page.getByTestId('amount-due')).toHaveText('없음');
});
