import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages, renderNotice } from '@dharma/config/words';
import { SYSTEM_ACTOR } from '@dharma/config/rules';
import { startCms, tempDbFile, type RunningCms } from '../support/strapi';
import { applicationRow, DHAMMAPADA, publishLessons, seedSummer2030, SUMMER_2030, verseLesson } from '../support/summer-2030';

/**
 * Scheduled jobs run in the one CMS process started with them on (the default) and in no other:
 * with several processes on one database the others start with CMS_SCHEDULED_JOBS=false. Jobs of
 * ours are run here against the real database: forgetting rate-limit windows that have ended, and
 * closing unpaid applications the day after their payment due date (on a CMS that was down for
 * two days after it, too).
 */
const dbFile = tempDbFile('scheduled-jobs');
let cms: RunningCms | undefined;

afterAll(async () => {
  await cms?.stop();
  delete process.env.CMS_SCHEDULED_JOBS;
  delete process.env.DHARMA_NOW;
});

const names = (strapi: any): string[] => strapi.cron.jobs.map((job: { name: string }) => job.name);
const runJob = (name: string) => cms!.strapi.cron.jobs.find((j: { name: string }) => j.name === name).job.invoke();

describe('scheduled jobs', () => {
  it('run by default: the rate-limit clean-up forgets ended windows and keeps running ones', async () => {
    cms = await startCms({ dbFile, env: { SEED_DEMO_CONTENT: 'false' } });
    expect(names(cms.strapi)).toContain('clearExpiredRateLimits');
    const knex = cms.strapi.db.connection;
    const now = Date.now();
    await knex('dharma_rate_limits').insert([
      { key: 'exchange:10.9.0.1', points: 20, expire: now - 1000 },
      { key: 'exchange:10.9.0.2', points: 3, expire: now + 50_000 },
    ]);
    await runJob('clearExpiredRateLimits');
    const left = await knex('dharma_rate_limits').select('key').orderBy('key');
    expect(left).toEqual([{ key: 'exchange:10.9.0.2' }]);
  });

  /**
   * Summer 2030's payment is due 2030-06-20 (its window 06-01 … 06-20); autumn 2030's window opens
   * 08-01. One learner applies and never pays, another pays; the CMS is down from the night of the
   * due day and comes back on 06-23.
   */
  describe('unpaid applications close the day after their payment due date', () => {
    const AUTUMN_2030 = {
      ...SUMMER_2030,
      code: '2030FA',
      label: '2030 가을학기',
      termStart: '2030-09-01',
      termEnd: '2030-11-23',
      applyStart: '2030-08-01',
      applyEnd: '2030-08-20',
      paymentDue: '2030-08-20',
    };
    const SATI = { key: 'sati', name: '사띠 수행', category: 'daily' as const, levels: [3] };
    const at = (date: string, time = '10:00') => `${date}T${time}:00+09:00`;
    const APP = 'plugin::enrolment.application';
    let unpaid: number;
    let paid: number;
    let staff: number;

    const q = (uid: string) => cms!.strapi.db.query(uid);
    const service = (name: string) => cms!.strapi.plugin('enrolment').service(name);
    const user = async (username: string) =>
      (
        await q('plugin::users-permissions.user').create({
          data: { username, email: `${username}@example.com`, provider: 'local', confirmed: true, blocked: false },
        })
      ).id as number;
    const rowsOf = (owner: number) => q(APP).findMany({ where: { owner }, orderBy: { id: 'asc' } });
    const cancelNotices = (learner: number) => q('plugin::notices.notice').count({ where: { learner, kind: 'application_cancelled' } });
    const expiries = () => q('plugin::records.audit-entry').findMany({ where: { action: 'application.expire' } });
    const satiStatus = async (learner: number) => (await service('applications').passedStatus(learner)).daily_course.sati[0].status;
    const lineOf = async (learner: number) =>
      ((await service('staff').lines('2030SU')) as { learner: number; state: string }[]).find((l) => l.learner === learner)?.state;

    it('stays open on its due day, a paid one is never touched', async () => {
      process.env.DHARMA_NOW = at('2030-06-10');
      await seedSummer2030(cms!.strapi, { semesters: [SUMMER_2030, AUTUMN_2030], families: [DHAMMAPADA, SATI], lessons: [] });
      [unpaid, paid, staff] = [await user('unpaid1'), await user('paid1'), await user('office1')];
      expect((await service('applications').apply(unpaid, [], '미납 학인')).amount_due).toBe(130000);
      await service('applications').apply(paid, [], '납부 학인');
      await service('staff').approve({ id: staff, address: null }, paid, '2030SU');
      expect(await satiStatus(unpaid)).toBe('STUDY');
      // She was told the day to pay by, and what happens after it.
      const [received] = await q('plugin::notices.notice').findMany({ where: { learner: unpaid, kind: 'application_received' } });
      expect(received.facts.due).toBe('2030-06-20');

      process.env.DHARMA_NOW = at('2030-06-20', '23:50');
      await runJob('closeUnpaidApplications');
      expect((await rowsOf(unpaid)).map((r: { status: string }) => r.status)).toEqual(['applied']);
      expect(await lineOf(unpaid)).toBe('awaiting');
      expect(await cancelNotices(unpaid)).toBe(0);
    });

    it('a CMS back two days late closes her application at its start, once, with the reason and one notice; she counts nowhere', async () => {
      const paidBefore = await rowsOf(paid);
      await cms!.stop();
      // Its start closes what is overdue, before the next 00:10 comes round.
      cms = await startCms({ dbFile, env: { SEED_DEMO_CONTENT: 'false', DHARMA_NOW: at('2030-06-23', '08:00') } });

      const [row] = await rowsOf(unpaid);
      expect(row).toMatchObject({ status: 'cancelled', cancelReason: messages.application_unpaid_closed, cancelledBy: null });
      expect(new Date(row.cancelledAt).toISOString()).toBe(new Date(at('2030-06-23', '08:00')).toISOString());
      expect(await cancelNotices(unpaid)).toBe(1);
      const [notice] = await q('plugin::notices.notice').findMany({ where: { learner: unpaid, kind: 'application_cancelled' } });
      expect(notice.facts).toEqual({ semester: '2030 여름학기', reason: messages.application_unpaid_closed });
      expect((await expiries()).map((e: any) => [Number(e.actor), Number(e.subject), e.target])).toEqual([
        [SYSTEM_ACTOR, unpaid, `application:2030SU:${unpaid}`],
      ]);
      // The paid learner: the same rows, no notice.
      expect(await rowsOf(paid)).toEqual(paidBefore);
      expect(await cancelNotices(paid)).toBe(0);
      // The office's list has her as cancelled, no longer awaiting; her class is not in study.
      expect(await lineOf(unpaid)).toBe('cancelled');
      expect(await lineOf(paid)).toBe('approved');
      expect(await satiStatus(unpaid)).toBe('UNREGISTERED');
      expect((await service('applications').studyRecord(unpaid)).classes).toEqual([]);

      // Run again (the next morning's run, or the same one twice): nothing more closes or is sent.
      await runJob('closeUnpaidApplications');
      process.env.DHARMA_NOW = at('2030-06-24', '00:10');
      await runJob('closeUnpaidApplications');
      expect(await rowsOf(unpaid)).toEqual([row]);
      expect(await cancelNotices(unpaid)).toBe(1);
      expect(await expiries()).toHaveLength(1);
    });

    it('her next application is charged the admission fee, as for a newcomer', async () => {
      process.env.DHARMA_NOW = at('2030-08-05');
      expect((await service('applications').learnerSummary(unpaid)).feeDue).toBe(130000);
      expect((await service('applications').apply(unpaid, [], '미납 학인')).amount_due).toBe(130000);
      // The paid learner studied in summer: autumn costs the registration fee only.
      expect((await service('applications').learnerSummary(paid)).feeDue).toBe(100000);
    });

    // A test moves the clock of a running CMS by rewriting DHARMA_CLOCK_FILE; the daily jobs run
    // when that clock passes their Korean time (00:05 results, 00:10 unpaid), each once.
    it('under a moving clock, a job runs when the clock passes its time, not a minute before', async () => {
      await cms!.stop();
      const file = path.join(path.dirname(dbFile), `clock-${process.pid}`);
      const move = async (iso: string) => {
        fs.writeFileSync(`${file}.next`, iso);
        fs.renameSync(`${file}.next`, file);
        const wanted = new Date(iso).toISOString();
        const started = Date.now();
        for (;;) {
          const ran = fs.existsSync(`${file}.ran`) ? JSON.parse(fs.readFileSync(`${file}.ran`, 'utf8')) : null;
          if (ran?.at === wanted) return ran as { jobs: string[]; failed: string[]; reminders: number };
          if (Date.now() - started > 10_000) throw new Error(`the CMS did not move its clock to ${iso}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      // The CMS runs in this process and reads its clock file from the environment: a failure
      // part-way must not leave the later tests of this file on a clock they did not set.
      try {
        fs.writeFileSync(file, at('2030-08-20', '23:00'));
        cms = await startCms({ dbFile, env: { SEED_DEMO_CONTENT: 'false', DHARMA_CLOCK_FILE: file } });
        const autumn = async () => (await rowsOf(unpaid)).find((r: { semesterCode: string }) => r.semesterCode === '2030FA')?.status;
        expect(await autumn()).toBe('applied');

        expect(await move(at('2030-08-21', '00:09'))).toMatchObject({ jobs: ['recordTermResults'], failed: [] });
        expect(await autumn()).toBe('applied');
        expect(await move(at('2030-08-21', '00:10'))).toMatchObject({ jobs: ['closeUnpaidApplications'], failed: [] });
        expect(await autumn()).toBe('cancelled');
        // The clock going back runs nothing.
        expect(await move(at('2030-08-20', '12:00'))).toMatchObject({ jobs: [] });

        // A move also writes the daily reminders due at the new instant, before the mark: a test
        // whose learner answers right after a move to her reminder's time knows the reminder was
        // decided first (the notice tick runs on real seconds and would race her).
        const reminded = await user('remind1');
        await applicationRow(cms!.strapi, reminded, '알림 학인', { semesterCode: '2030FA', courseCode: '2030FA-D5', status: 'approved' });
        await publishLessons(cms!.strapi, [verseLesson(1)]);
        await cms!.strapi
          .plugin('notices')
          .service('choices')
          .saveAll(reminded, { on: ['daily_reminder'], reminder_at: '07:00' });
        const reminders = () => q('plugin::notices.notice').findMany({ where: { learner: reminded, kind: 'daily_reminder' } });
        expect(await move(at('2030-09-01', '06:59'))).toMatchObject({ failed: [] });
        expect(await reminders()).toEqual([]);
        expect(await move(at('2030-09-01', '07:00'))).toMatchObject({ jobs: [], failed: [] });
        const [written, ...more] = await reminders();
        expect(more).toEqual([]);
        expect(written).toMatchObject({ key: `daily_reminder:${reminded}:2030-09-01`, facts: { day: 1 } });
        // Later moves on the same day write no second one.
        expect(await move(at('2030-09-01', '07:05'))).toMatchObject({ reminders: 0 });
        expect(await reminders()).toHaveLength(1);
      } finally {
        delete process.env.DHARMA_CLOCK_FILE;
      }
    });
  });

  /**
   * On the school above (summer 2030, term 07-01 … 07-28; autumn 2030, term from 09-01): two
   * learners study 금강경 강좌 1단계 in summer and are approved for its level 2 in autumn already;
   * neither does a day. The CMS is down the night the term ends and comes back the next morning.
   */
  describe('a failed level with the next one applied for', () => {
    const APP = 'plugin::enrolment.application';
    const q = (uid: string) => cms!.strapi.db.query(uid);
    const service = (name: string) => cms!.strapi.plugin('enrolment').service(name);
    const at = (date: string, time = '10:00') => `${date}T${time}:00+09:00`;
    const staffLine = async (learner: number) =>
      ((await service('staff').lines('2030FA')) as { learner: number; state: string; retake: unknown }[]).find(
        (l) => l.learner === learner,
      );
    const autumnOf = async (learner: number) =>
      (await q(APP).findMany({ where: { owner: learner, semesterCode: '2030FA' }, orderBy: { id: 'asc' } })).map(
        (r: { courseCode: string; status: string; amountPaid: number | null }) => [r.courseCode, r.status, r.amountPaid],
      );
    const resultNotices = (learner: number) => q('plugin::notices.notice').findMany({ where: { learner, kind: 'term_result' } });
    let changer: number;
    let stayer: number;

    it('she is told once, with the retake she may change to until the day before the term; staff see it', async () => {
      process.env.DHARMA_NOW = at('2030-07-28');
      await cms!.strapi.documents('api::course-family.course-family').create({
        data: {
          key: 'geum',
          name: '금강경 강좌',
          category: 'lecture',
          days: 28,
          levels: [
            { level: 1, contents: '금강경 첫째 마당' },
            { level: 2, contents: '금강경 둘째 마당' },
          ],
        },
        status: 'published',
      });
      await publishLessons(
        cms!.strapi,
        [1, 2, 3].map((day) => ({ ...verseLesson(day), catalog: 'geum', level: 1 })),
      );
      const learnerOf = async (username: string, name: string) => {
        const id = (
          await q('plugin::users-permissions.user').create({
            data: { username, email: `${username}@example.com`, provider: 'local', confirmed: true, blocked: false },
          })
        ).id as number;
        const row = (semesterCode: string, category: string, catalog: string, level: number, courseCode: string, amount: number) =>
          q(APP).create({
            data: {
              owner: id,
              learnerName: name,
              semesterCode,
              category,
              catalog,
              level,
              courseCode,
              kind: 'apply',
              status: 'approved',
              progress: 0,
              amountDue: amount,
              amountPaid: amount,
              paidAt: new Date(at('2030-06-10')),
            },
          });
        await row('2030SU', 'lecture', 'geum', 1, '2030SU-G1', 0);
        await row('2030FA', 'lecture', 'geum', 2, '2030FA-G2', 0);
        await row('2030FA', 'required', 'sati', 3, '2030FA-S3', 100000);
        return id;
      };
      changer = await learnerOf('retake1', '바꾸는학인');
      stayer = await learnerOf('retake2', '그대로학인');

      await cms!.stop();
      cms = await startCms({ dbFile, env: { SEED_DEMO_CONTENT: 'false', DHARMA_NOW: at('2030-07-29', '08:00') } });
      // The start recorded the results; the daily job records them again, the next morning too: one notice each.
      await runJob('recordTermResults');
      process.env.DHARMA_NOW = at('2030-07-30', '00:30');
      await runJob('recordTermResults');
      const notices = await resultNotices(changer);
      expect(notices).toHaveLength(1);
      expect(notices[0].facts).toMatchObject({
        passed: false,
        course: { code: '2030SU-G1' },
        next: {
          applied: { name: '금강경 강좌 2단계', code: '2030FA-G2' },
          retake: { name: '금강경 강좌 1단계', code: '2030FA-G1' },
          until: '2030-08-31',
        },
      });
      const mail = renderNotice('term_result', notices[0].facts, '바꾸는학인', { unsubscribe: 'https://x/s', settings: 'https://x/m' });
      expect(mail.subject).toBe('[담마스쿨] 금강경 강좌 1단계 학기 결과와 다음 학기 신청 안내');
      expect(mail.text).toContain(
        '신청하신 금강경 강좌 2단계 (2030FA-G2) 대신 금강경 강좌 1단계 (2030FA-G1) 재수강으로 2030.08.31까지 바꾸실 수 있습니다.',
      );
      expect(mail.text).toContain('/studyroom/coming');
      expect(await resultNotices(stayer)).toHaveLength(1);

      // Her next-semester page offers the change; staff see the case on the autumn approvals list.
      const [coming] = await service('applications').coming(changer);
      expect(coming.retake_offers).toEqual([
        expect.objectContaining({ failed: '2030SU-G1', applied: '2030FA-G2', retake: '2030FA-G1', until: '2030-08-31' }),
      ]);
      expect(await staffLine(changer)).toMatchObject({
        state: 'approved',
        retake: { failed: '2030SU-G1', applied: '2030FA-G2', retake: '2030FA-G1' },
      });
    });

    it('the change keeps what was paid; doing nothing keeps the level applied for, and from the term no change is taken', async () => {
      process.env.DHARMA_NOW = at('2030-08-31', '23:00');
      await service('applications').applyOne(changer, '2030FA-G1', '바꾸는학인');
      expect(await autumnOf(changer)).toEqual([
        ['2030FA-S3', 'approved', 100000],
        ['2030FA-G1', 'approved', 0],
      ]);
      expect(await staffLine(changer)).toMatchObject({ state: 'approved', retake: null });
      expect((await service('applications').coming(changer))[0].retake_offers).toEqual([]);

      // The term has started: the one who did nothing studies level 2, as applied for; the offer is gone.
      process.env.DHARMA_NOW = at('2030-09-01', '00:00');
      const before = await autumnOf(stayer);
      expect(before).toEqual([
        ['2030FA-G2', 'approved', 0],
        ['2030FA-S3', 'approved', 100000],
      ]);
      await expect(service('applications').applyOne(stayer, '2030FA-G1', '그대로학인')).rejects.toMatchObject({
        message: messages.change_blocked,
      });
      expect(await autumnOf(stayer)).toEqual(before);
      expect((await service('applications').coming(stayer))[0].retake_offers).toEqual([]);
      expect((await staffLine(stayer))?.retake).toBeNull();
    });
  });

  it('with CMS_SCHEDULED_JOBS=false the process runs none, neither ours nor Strapi’s own', async () => {
    await cms?.stop();
    cms = await startCms({ dbFile, env: { SEED_DEMO_CONTENT: 'false', CMS_SCHEDULED_JOBS: 'false' } });
    expect(names(cms.strapi)).toEqual([]);
    // The process still serves.
    expect((await fetch(`${cms.url}/_health`)).status).toBeLessThan(300);
  });
});
