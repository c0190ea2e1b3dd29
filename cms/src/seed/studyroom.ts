import type { Core } from '@strapi/strapi';
import {
  addDays,
  courseCode,
  currentSemester,
  isPostType,
  lessonDate,
  now,
  scriptureRef,
  semesterCodeFor,
  termRunsOn,
  todayInKorea,
  type SemesterFields,
} from '@dharma/config/rules';
import { paragraphs } from './blocks';
import { demoSemester } from './semester';
import { demoLessons, demoResponses } from './studyroom-data';
import type { SeedLesson, SeedSemester, SeedTask } from './types';

/**
 * The study room's demo: a semester whose term is running on the seeding day with the lessons of
 * its classes, a demo learner studying in it (some days done, some missed, today open) who also
 * finished one class and failed another last year, and a few learners whose applications wait
 * for payment. Everything is computed from the seeding day, so a fresh demo shows every state.
 */

const LESSON = 'plugin::studyroom.lesson';
const RESPONSE = 'plugin::studyroom.task-response';
const COMPLETION = 'plugin::studyroom.day-completion';
const APPLICATION = 'plugin::enrolment.application';
const USER = 'plugin::users-permissions.user';
const SEMESTER = 'api::semester.semester';

/** How long the running semester's term has been going on the seeding day. */
export const RUNNING_FOR_DAYS = 21;

/** The demo learner: signing in with Kakao under this e-mail lands in the prepared account. */
export const DEMO_LEARNER = { email: 'learner@example.com', name: '김보리' };

/** Learners who applied and have not paid yet: staff approve them in the back office (/admin/approvals). */
export const PENDING_LEARNERS = [
  { email: 'yeonhwa@example.com', name: '이연화', course: { catalog: 'dhammapada', level: 5 }, semester: 'upcoming' },
  { email: 'jihye@example.com', name: '박지혜', course: { catalog: 'lotussutra', level: 1 }, semester: 'upcoming' },
  { email: 'suan@example.com', name: '최수안', course: null, semester: 'upcoming' },
  { email: 'daon@example.com', name: '정다온', course: { catalog: 'lotussutra', level: 1 }, semester: 'running' },
  { email: 'haneul@example.com', name: '한하늘', course: { catalog: 'lotussutra', level: 1 }, semester: 'running' },
] as const;

/** The three classes the demo learner studies in the running semester. */
const RUNNING_CLASSES = [
  { catalog: 'sati', level: 3, category: 'required', kind: 'required' },
  { catalog: 'dhammapada', level: 5, category: 'daily', kind: 'apply' },
  // Failed last year, taken again.
  { catalog: 'lotussutra', level: 1, category: 'lecture', kind: 'retake' },
] as const;

/**
 * Last year's classes: the term-result job turns these into COMPLETED (50/77) and FAILED (3/11:
 * the 12th weekly lecture opens on day 78, past the 77-day term, so it is no day of the class).
 */
const HISTORY_CLASSES = [
  { catalog: 'sati', level: 3, category: 'required', kind: 'required', done: 50 },
  { catalog: 'lotussutra', level: 1, category: 'lecture', kind: 'apply', done: 3 },
] as const;

/**
 * The semester whose term runs on the seeding day: the regular semester the day falls in, its term
 * started RUNNING_FOR_DAYS days earlier and as long as any term, its application window over.
 */
export function runningSemester(template: SeedSemester, at: Date = now()): SeedSemester {
  const today = todayInKorea(at);
  const code = semesterCodeFor(new Date(`${today}T00:00:00Z`));
  const termStart = addDays(today, -RUNNING_FOR_DAYS);
  return demoSemester(template, code, termStart, addDays(termStart, -28));
}

/** A class's lessons whose date has passed (today's not yet), in day order: the days a demo learner may have done. */
export function pastLessons<T extends { number: number; opensOnDay: number }>(
  lessons: readonly T[],
  termStart: string,
  today: string,
): T[] {
  return lessons.filter((l) => lessonDate(termStart, l.opensOnDay) < today).sort((a, b) => a.number - b.number);
}

/**
 * Which of a class's days the demo learner has done: two of every three days whose date has
 * passed (so some are missed), none from today on (today stays open). `limit` caps the count.
 */
export function demoDoneDays(
  lessons: { number: number; opensOnDay: number }[],
  termStart: string,
  today: string,
  limit = Infinity,
): number[] {
  return pastLessons(lessons, termStart, today)
    .filter((_, i) => i % 3 !== 2)
    .slice(0, limit)
    .map((l) => l.number);
}

/** Creates lessons that are not there yet (by catalog, level and number), published. */
async function seedLessons(strapi: Core.Strapi, lessons: SeedLesson[]): Promise<void> {
  const existing = await strapi.db.query(LESSON).findMany({ select: ['catalog', 'level', 'number'] });
  const known = new Set(existing.map((l: { catalog: string; level: number; number: number }) => `${l.catalog}/${l.level}/${l.number}`));
  const missing = lessons.filter((l) => !known.has(`${l.catalog}/${l.level}/${l.number}`));
  // Through the documents API, so each lesson has its draft and its published version with their
  // components, as the panel expects. One by one, inside the seed's transaction: batches in
  // parallel measured no faster on one connection.
  for (const lesson of missing) {
    await strapi.documents(LESSON).create({
      status: 'published',
      data: {
        catalog: lesson.catalog,
        level: lesson.level,
        number: lesson.number,
        opensOnDay: lesson.opensOnDay,
        title: lesson.title,
        body: paragraphs(lesson.body),
        scripture: lesson.scripture ?? null,
        story: lesson.story ?? null,
        video: lesson.video ?? null,
        tasks: lesson.tasks,
      } as never,
    });
  }
}

/** A learner account as it is after signing up: name and privacy consent recorded, no Kakao id yet. */
export async function ensureLearner(
  strapi: Core.Strapi,
  email: string,
  name: string,
  policyVersion: string | null,
): Promise<{ id: number; created: boolean }> {
  const users = strapi.db.query(USER);
  const existing = await users.findOne({ where: { email } });
  if (existing) return { id: existing.id, created: false };
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const user = await users.create({
    data: {
      username: `demo_${email.replace(/[^a-z0-9]/g, '_')}`,
      email,
      provider: 'kakao',
      confirmed: true,
      blocked: false,
      role: role.id,
      name,
      consentedAt: new Date(),
      privacyPolicyVersion: policyVersion,
    },
  });
  return { id: user.id, created: true };
}

/** A semester row as the seed reads it: the fields of config's SemesterFields it uses. */
export type Semester = Pick<
  SemesterFields,
  'code' | 'termStart' | 'termEnd' | 'applyStart' | 'applyEnd' | 'registrationFee' | 'admissionFee'
>;
type ClassSpec = { catalog: string; level: number; category: string; kind: string };

export async function insertMany(strapi: Core.Strapi, uid: string, rows: Record<string, unknown>[]): Promise<void> {
  // Chunks keep each insert well under SQLite's limit on bound values.
  for (let i = 0; i < rows.length; i += 200) {
    await strapi.db.query(uid as never).createMany({ data: rows.slice(i, i + 200) });
  }
}

/** A verse or story answer is a post: shown, and on the lesson's book and verse when it names them. */
function postFields(lesson: SeedLesson, task: SeedTask): Record<string, unknown> {
  if (!isPostType(task.type)) return {};
  const ref = scriptureRef(lesson.scripture?.bookId, lesson.scripture?.verse);
  return { hidden: false, bookId: ref?.bookId ?? null, verse: ref?.verse ?? null };
}

/** Korean evening of a lesson's date: when the demo learner finished that day. */
const eveningOf = (date: string) => new Date(`${date}T21:30:00+09:00`);

/**
 * One learner's classes of a semester with the given days done: the applications (approved, paid),
 * a response to each required task of a done day (and to optional ones now and then), and the
 * day's completion. `partialToday` leaves one response on today's open day, not completed.
 */
export async function seedClasses(
  strapi: Core.Strapi,
  learner: { id: number; name: string },
  semester: Semester,
  classes: (ClassSpec & { done: number[] })[],
  lessonsOf: (catalog: string, level: number) => SeedLesson[],
  options: {
    firstTime: boolean;
    partialToday?: string;
    /** What this learner wrote (default: the demo learner's answers). */
    write?: (lesson: SeedLesson, task: SeedTask) => string | null;
    /** Whether the learner answered a day's optional tasks (default: on odd days). */
    optional?: (day: number) => boolean;
    /** When the learner finished a day of that date (default: 21:30 in Korea). */
    finishedAt?: (date: string) => Date;
  },
): Promise<void> {
  const write = options.write ?? demoResponses;
  const optional = options.optional ?? ((day: number) => day % 2 === 1);
  const finishedAt = options.finishedAt ?? eveningOf;
  const paidAt = new Date(`${addDays(semester.termStart, -3)}T10:00:00+09:00`);
  const responses: Record<string, unknown>[] = [];
  const completions: Record<string, unknown>[] = [];
  for (const spec of classes) {
    const code = courseCode(semester.code, spec.catalog as never, spec.level);
    const fee = semester.registrationFee + (options.firstTime ? semester.admissionFee : 0);
    const createdAt = new Date(`${semester.applyStart}T12:00:00+09:00`);
    const application = await strapi.db.query(APPLICATION).create({
      data: {
        owner: learner.id,
        learnerName: learner.name,
        semesterCode: semester.code,
        category: spec.category,
        catalog: spec.catalog,
        level: spec.level,
        courseCode: code,
        kind: spec.kind,
        status: 'approved',
        progress: 0,
        amountDue: spec.category === 'required' ? fee : 0,
        paidAt,
        createdAt,
        updatedAt: createdAt,
      },
    });
    const lessons = lessonsOf(spec.catalog, spec.level);
    const record = (day: number) => ({ owner: learner.id, application: application.id, courseCode: code, day });
    for (const number of spec.done) {
      const lesson = lessons.find((l) => l.number === number)!;
      const at = finishedAt(lessonDate(semester.termStart, lesson.opensOnDay));
      for (const task of lesson.tasks) {
        if (!task.required && !optional(number)) continue;
        responses.push({
          ...record(number),
          taskKey: task.key,
          type: task.type,
          response: write(lesson, task),
          ...postFields(lesson, task),
          createdAt: at,
          updatedAt: at,
        });
      }
      completions.push({ ...record(number), completedAt: at, createdAt: at, updatedAt: at });
    }
    if (options.partialToday) {
      const today = lessons.find((l) => lessonDate(semester.termStart, l.opensOnDay) === options.partialToday);
      const task = today?.tasks.find((t) => t.type === 'check');
      if (today && task && spec.category === 'required') {
        const at = new Date(`${options.partialToday}T07:00:00+09:00`);
        responses.push({ ...record(today.number), taskKey: task.key, type: task.type, response: null, createdAt: at, updatedAt: at });
      }
    }
  }
  await insertMany(strapi, RESPONSE, responses);
  await insertMany(strapi, COMPLETION, completions);
}

/** Applications waiting for payment: the required course, plus one more for some learners. */
async function seedPendingApplication(
  strapi: Core.Strapi,
  learner: { id: number; name: string },
  semester: Semester,
  extra: { catalog: string; level: number } | null,
): Promise<void> {
  const classes: ClassSpec[] = [{ catalog: 'sati', level: 3, category: 'required', kind: 'required' }];
  if (extra) classes.push({ ...extra, category: extra.catalog === 'lotussutra' ? 'lecture' : 'daily', kind: 'apply' });
  const at = new Date(`${semester.applyStart > todayInKorea() ? semester.applyStart : todayInKorea()}T09:00:00+09:00`);
  await insertMany(
    strapi,
    APPLICATION,
    classes.map((c) => ({
      owner: learner.id,
      learnerName: learner.name,
      semesterCode: semester.code,
      category: c.category,
      catalog: c.catalog,
      level: c.level,
      courseCode: courseCode(semester.code, c.catalog as never, c.level),
      kind: c.kind,
      status: 'applied',
      progress: 0,
      amountDue: c.category === 'required' ? semester.registrationFee + semester.admissionFee : 0,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

/**
 * Seeds the study room's demo once (the caller's seed marker guards it). The running semester is
 * added unless a semester of that code exists already; classes are only seeded for learners the
 * seed itself creates, so a real account with a demo e-mail is never touched.
 */
export async function seedStudyRoom(
  strapi: Core.Strapi,
  template: SeedSemester,
  policyVersion: string | null,
  at: Date = now(),
): Promise<void> {
  // One transaction: all of it or nothing (a start that dies halfway leaves no half demo), and
  // far fewer commits, which is most of the time on SQLite.
  await strapi.db.transaction(() => seedStudyRoomNow(strapi, template, policyVersion, at));
}

async function seedStudyRoomNow(strapi: Core.Strapi, template: SeedSemester, policyVersion: string | null, at: Date): Promise<void> {
  const today = todayInKorea(at);
  const lessons = demoLessons();
  await seedLessons(strapi, lessons);
  const lessonsOf = (catalog: string, level: number) => lessons.filter((l) => l.catalog === catalog && l.level === level);

  const running = runningSemester(template, at);
  const all: Semester[] = (await strapi.documents(SEMESTER).findMany({ limit: 1000 } as never)) as never;
  let runningRow: Semester | undefined = all.find((s) => s.code === running.code);
  if (!runningRow) {
    await strapi.documents(SEMESTER).create({ data: running as never });
    runningRow = running;
  }
  const isRunning = termRunsOn(runningRow, today);
  // Last year's classes go in the latest semester whose term had ended.
  const history = all.filter((s) => s.termEnd < today && s.code !== runningRow!.code).sort((a, b) => b.termEnd.localeCompare(a.termEnd))[0];
  const target = currentSemester([...all.filter((s) => s.code !== running.code), runningRow], today);

  const demo = await ensureLearner(strapi, DEMO_LEARNER.email, DEMO_LEARNER.name, policyVersion);
  if (demo.created) {
    const learner = { id: demo.id, name: DEMO_LEARNER.name };
    if (history) {
      const classes = HISTORY_CLASSES.map((c) => ({
        ...c,
        done: demoDoneDays(lessonsOf(c.catalog, c.level), history.termStart, addDays(history.termEnd, 1), c.done),
      }));
      await seedClasses(strapi, learner, history, classes, lessonsOf, { firstTime: true });
    }
    if (isRunning) {
      const classes = RUNNING_CLASSES.map((c) => ({
        ...c,
        // Lotus sutra 1 is a retake only after last year's failed class.
        kind: c.kind === 'retake' && !history ? 'apply' : c.kind,
        done: demoDoneDays(lessonsOf(c.catalog, c.level), runningRow!.termStart, today),
      }));
      await seedClasses(strapi, learner, runningRow, classes, lessonsOf, { firstTime: !history, partialToday: today });
    }
  }

  for (const pending of PENDING_LEARNERS) {
    const semester = pending.semester === 'running' ? (isRunning ? runningRow : undefined) : target?.semester;
    const account = await ensureLearner(strapi, pending.email, pending.name, policyVersion);
    if (account.created && semester) await seedPendingApplication(strapi, { id: account.id, name: pending.name }, semester, pending.course);
  }
}
