import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack, type SignedIn } from '../support/learners';

/**
 * The back office's first page asks one staff endpoint for its counts, on the demo seed with the
 * clock pinned to 2026-11-21 (Korea): applications are for 2027 spring, 2026 autumn runs. Each
 * count is what its section's list totals (the same filters the first page used to read whole
 * pages for), and rows this file seeds move each by what the rules say: a learner with any course
 * still only applied for is awaiting, one with the rest approved is approved, one with every course
 * cancelled is neither; a learner behind in two classes is one learner; a hidden answer without text
 * or a hidden check is no hidden post. It names nobody, so it writes no access-log line. Anonymous
 * callers get 401, learners 403, each with the catalogue's Korean.
 */
const TODAY = '2026-11-21T10:00:00+09:00';
const APPLYING = '2027SP';
const RUNNING = '2026FA';
const APPLICATION = 'plugin::enrolment.application';
const RESPONSE = 'plugin::studyroom.task-response';
const VOLUNTEER = 'plugin::records.volunteer-entry';
const ACCESS_LOG = 'plugin::records.access-log-entry';

let stack: LearnerStack;
let staff: string;
/** Rows this file wrote, removed again at the end (other files of the group read the same seed). */
const written: { uid: string; id: number }[] = [];

const db = (uid: string) => stack.cms.strapi.db.query(uid);
const summary = (token: string | null = staff) => stack.call('GET', '/v1/staff/summary', { token: token ?? undefined });
const get = async (path: string) => {
  const res = await stack.call('GET', path, { token: staff });
  expect(res.status, path).toBe(200);
  return res.body;
};

/** What the first page used to read: each section's list total, and the progress page's learners flagged behind, each once. */
async function sectionsCount() {
  const progress = await get('/v1/staff/progress');
  const behind = new Set<number>(
    progress.classes.flatMap((c: any) => c.learners.filter((l: any) => l.behind).map((l: any) => l.learner as number)),
  );
  const awaiting = await get('/v1/staff/applications?state=awaiting');
  return {
    semesters: { applications: awaiting.semester, running: progress.semester },
    counts: {
      awaiting: awaiting.total,
      approved: (await get('/v1/staff/applications?state=approved')).total,
      behind: behind.size,
      volunteers: (await get('/v1/staff/volunteers?state=unconfirmed')).total,
      hidden: (await get('/v1/staff/posts?state=hidden')).total,
    },
  };
}

/** A copy of a seeded row with some fields changed (its id, document id and times are the copy's own). */
async function copyOf(
  uid: string,
  where: Record<string, unknown>,
  changes: Record<string, unknown> | ((row: any) => Record<string, unknown>),
) {
  const row = await db(uid).findOne({ where });
  expect(row, `a seeded ${uid} row like ${JSON.stringify(where)}`).toBeTruthy();
  const { id: _id, documentId: _documentId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  const created = await db(uid).create({ data: { ...fields, ...(typeof changes === 'function' ? changes(row) : changes) } });
  written.push({ uid, id: created.id });
  return created;
}

async function create(uid: string, data: Record<string, unknown>) {
  const created = await db(uid).create({ data });
  written.push({ uid, id: created.id });
  return created;
}

beforeAll(async () => {
  process.env.DHARMA_NOW = TODAY;
  stack = await sharedLearnerStack('demo-2026-11-21', { DHARMA_NOW: TODAY });
  staff = (await stack.signIn('staff@example.com', '사무장')).access_token;
});

afterAll(async () => {
  for (const { uid, id } of written.reverse()) await db(uid).delete({ where: { id } });
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

describe('the staff policy', () => {
  it('refuses anonymous callers (401) and learners (403) with the Korean messages', async () => {
    const learner = (await stack.signIn(`summary.${Date.now()}@example.com`, '요약 학인')).access_token;
    const anonymous = await summary(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(messages.unauthorized);
    const refused = await summary(learner);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(messages.staff_only);
    expect(refused.body.counts).toBeUndefined();
  });
});

describe('the counts', () => {
  it('are the totals the sections list, with the semesters they open on', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body.semesters.applications.code).toBe(APPLYING);
    expect(res.body.semesters.running.code).toBe(RUNNING);
    // The seed's unpaid application and its studying learners.
    expect(res.body.counts.awaiting).toBeGreaterThan(0);
    expect({ semesters: res.body.semesters, counts: res.body.counts }).toEqual(await sectionsCount());
  });

  it('move by the rules with rows of known states, and stay the sections’ totals', async () => {
    const stamp = Date.now();
    const learners: SignedIn[] = [];
    for (const name of ['가', '나', '다', '라', '마', '바'])
      learners.push(await stack.signedIn(`summary.${name.charCodeAt(0)}.${stamp}@example.com`, `요약 ${name}`));
    const [waiting, approved, cancelled, waitingToo, behind, unpaid] = learners.map((l) => l.id);
    const before = (await summary()).body.counts;

    // Applications for 2027 spring: one course still applied for makes the learner awaiting
    // however the others stand; approved and cancelled courses make them approved; all cancelled, neither.
    const applying = (owner: number, category: string, status: string) =>
      copyOf(APPLICATION, { semesterCode: RUNNING, category }, (row) => ({
        owner,
        learnerName: '요약 학인',
        semesterCode: APPLYING,
        courseCode: row.courseCode.replace(RUNNING, APPLYING),
        status,
        paidAt: null,
        approvedBy: null,
      }));
    await applying(waiting, 'daily', 'applied');
    await applying(waiting, 'lecture', 'approved');
    await applying(approved, 'daily', 'approved');
    await applying(approved, 'lecture', 'cancelled');
    await applying(cancelled, 'daily', 'cancelled');
    await applying(cancelled, 'lecture', 'cancelled');
    await applying(waitingToo, 'required', 'applied');

    // 2026 autumn: a paid learner with no day done is behind in both their classes (one learner);
    // a learner who has not paid is in no class.
    const seeded = await db('plugin::users-permissions.user').findOne({ where: { email: 'learner@example.com' } });
    const classOf = (category: string) => ({ owner: seeded.id, semesterCode: RUNNING, category });
    const first = await copyOf(APPLICATION, classOf('daily'), { owner: behind, learnerName: '요약 학인', status: 'approved' });
    await copyOf(APPLICATION, classOf('required'), { owner: behind, learnerName: '요약 학인', status: 'approved' });
    await copyOf(APPLICATION, classOf('lecture'), {
      owner: unpaid,
      learnerName: '요약 학인',
      status: 'applied',
      paidAt: null,
      approvedBy: null,
    });

    // Volunteer entries: one waiting for confirmation, one confirmed.
    const entry = { owner: behind, application: first.id, date: '2026-11-20', halfHours: 2, content: '요약 확인 봉사', email: null };
    await create(VOLUNTEER, { ...entry, confirmedAt: null });
    await create(VOLUNTEER, { ...entry, confirmedAt: new Date(), confirmedBy: approved });

    // Posts: a hidden verse counts; a hidden answer without text (an erased account's) and a hidden check do not.
    const hiddenAs = (owner: number, where: Record<string, unknown>, changes: Record<string, unknown> = {}) =>
      copyOf(RESPONSE, where, { owner, hidden: true, hiddenReason: '요약 확인', hiddenAt: new Date(), hiddenBy: approved, ...changes });
    await hiddenAs(waiting, { type: 'verse', response: { $notNull: true } });
    await hiddenAs(approved, { type: 'verse', response: { $notNull: true } }, { response: null });
    await hiddenAs(cancelled, { type: 'check' });

    const after = await summary();
    expect(after.status).toBe(200);
    expect(after.body.counts).toEqual({
      awaiting: before.awaiting + 2,
      approved: before.approved + 1,
      behind: before.behind + 1,
      volunteers: before.volunteers + 1,
      hidden: before.hidden + 1,
    });
    expect({ semesters: after.body.semesters, counts: after.body.counts }).toEqual(await sectionsCount());
  });
});

describe('this week', () => {
  const SEMESTER = 'api::semester.semester';
  /**
   * A summer whose dates sit on the edges of Korea's weeks: the window closes on a Sunday, the
   * payment is due on the next Sunday, the term starts on a Saturday and ends on a Sunday, so its
   * results are recorded on a Monday.
   */
  const SUMMER = {
    code: '2032SU',
    label: '2032 여름학기',
    applyStart: '2032-05-17', // Monday
    applyEnd: '2032-05-30', // Sunday
    paymentDue: '2032-06-06', // Sunday
    termStart: '2032-06-12', // Saturday
    termEnd: '2032-08-22', // Sunday
    registrationFee: 100000,
    admissionFee: 30000,
    bankAccount: '농협 000-0000',
  };
  const at = (instant: string) => {
    process.env.DHARMA_NOW = instant;
  };
  const weekAt = async (instant: string) => {
    at(instant);
    const res = await summary();
    expect(res.status).toBe(200);
    return res.body.week;
  };
  const summer = { code: SUMMER.code, label: SUMMER.label };

  it('is the demo day’s Korean week, Monday to Sunday', async () => {
    // 2026-11-21 is a Saturday.
    const week = (await summary()).body.week;
    expect(week).toMatchObject({ today: '2026-11-21', monday: '2026-11-16', sunday: '2026-11-22' });
    for (const item of week.items) expect(item.date >= week.monday && item.date <= week.sunday).toBe(true);
  });

  it('turns at midnight Korea time between Sunday and Monday, with the unpaid counted on a Sunday due date', async () => {
    const semester = await db(SEMESTER).create({ data: SUMMER });
    const stamp = Date.now();
    const unpaid = await stack.signedIn(`week.unpaid.${stamp}@example.com`, '주간 미입금');
    const paid = await stack.signedIn(`week.paid.${stamp}@example.com`, '주간 입금');
    const applying = (owner: number, status: string) =>
      copyOf(APPLICATION, { semesterCode: RUNNING, category: 'daily' }, (row) => ({
        owner,
        learnerName: '주간 학인',
        semesterCode: SUMMER.code,
        courseCode: row.courseCode.replace(RUNNING, SUMMER.code),
        status,
        paidAt: status === 'applied' ? null : new Date(),
        approvedBy: null,
      }));
    try {
      await applying(unpaid.id, 'applied');
      await applying(paid.id, 'approved');

      // The window opens on a Monday at 00:00 in Korea (Sunday 15:00 UTC).
      expect(await weekAt('2032-05-16T23:59:00+09:00')).toEqual({
        today: '2032-05-16',
        monday: '2032-05-10',
        sunday: '2032-05-16',
        items: [],
      });
      expect((await weekAt('2032-05-17T00:00:00+09:00')).items).toEqual([{ date: '2032-05-17', kind: 'apply_opens', semester: summer }]);

      // Sunday 23:59: the week of the due date, with how many still owe; the approvals list says the same.
      const sunday = await weekAt('2032-06-06T23:59:00+09:00');
      expect(sunday).toEqual({
        today: '2032-06-06',
        monday: '2032-05-31',
        sunday: '2032-06-06',
        items: [{ date: '2032-06-06', kind: 'payment_due', semester: summer, unpaid: 1 }],
      });
      expect((await get(`/v1/staff/applications?state=awaiting&semester=${SUMMER.code}`)).total).toBe(1);

      // A minute later it is Monday in Korea (still Sunday in UTC): a new week, the term starts on its Saturday.
      expect(await weekAt('2032-06-07T00:00:00+09:00')).toEqual({
        today: '2032-06-07',
        monday: '2032-06-07',
        sunday: '2032-06-13',
        items: [{ date: '2032-06-12', kind: 'term_starts', semester: summer }],
      });

      // Mid-term: nothing of the semester this week.
      expect((await weekAt('2032-07-07T12:00:00+09:00')).items).toEqual([]);

      // The term's last day is a Sunday; its results are recorded on the Monday after, the next week.
      expect((await weekAt('2032-08-22T23:59:00+09:00')).items).toEqual([{ date: '2032-08-22', kind: 'term_ends', semester: summer }]);
      expect((await weekAt('2032-08-23T00:00:00+09:00')).items).toEqual([
        { date: '2032-08-23', kind: 'results_recorded', semester: summer },
      ]);
    } finally {
      at(TODAY);
      await db(SEMESTER).delete({ where: { id: semester.id } });
    }
  });
});

describe('the access log', () => {
  it('gets no line for the counts: they name nobody', async () => {
    const lines = await db(ACCESS_LOG).count({});
    expect((await summary()).status).toBe(200);
    expect((await summary()).status).toBe(200);
    expect(await db(ACCESS_LOG).count({})).toBe(lines);
    // The sections it leads to are read in it, as before.
    await get('/v1/staff/posts?state=hidden');
    expect(await db(ACCESS_LOG).count({})).toBe(lines + 1);
  });
});
