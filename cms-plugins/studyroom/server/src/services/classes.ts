import type { Core } from '@strapi/strapi';
import { CREDITS_TO_COMPLETE, classCode, isPaid, todayInKorea, type ClassRecord } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { type ClassDetail, type DayDetail, type MyCourses, type StudyClass } from '@dharma/config/contracts';
import { enrolmentOf } from '../ports';
import { StudyroomError } from '../errors';
import { studyroom } from '../get-service';
import { postsRepository, recordsRepository } from '../repositories';
import type { Lesson } from '../types';
import { classDays, currentSemesterOf, dayDetail, recentDay, studyClass } from './rules';

/** A class opened for its pages: the row, its lessons, completed days by day, the class as shown. */
export interface OpenedClass {
  row: ClassRecord;
  lessons: Lesson[];
  completedAt: Map<number, string>;
  course: StudyClass;
}

/**
 * The learner's classes and days, as the study room's pages read them. A class is the learner's
 * own application for that course code: anyone else's, or one that does not exist, answers the
 * same 404 so nothing is leaked.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const records = recordsRepository(strapi);
  const enrolment = enrolmentOf(strapi);
  const lessonsOf = (row: ClassRecord) => studyroom(strapi).lessons.ofClass(row);
  const namesOf = async () => new Map((await enrolment.catalogue.families()).map((f) => [f.key, f.name] as const));

  /** Every class of the learner as a StudyClass, with the rows they were built from. */
  const allClasses = async (userId: number, today: string) => {
    const [record, names, completed, imageOf] = await Promise.all([
      enrolment.applications.studyRecord(userId),
      namesOf(),
      records.completedDaysOf(userId),
      enrolment.catalogue.courseImages(),
    ]);
    const classes = await Promise.all(
      record.classes.map(async (row) => ({
        row,
        course: studyClass(
          row,
          names.get(row.catalog) ?? row.catalog,
          await lessonsOf(row),
          completed.get(row.courseCode) ?? [],
          today,
          imageOf(row.catalog, row.level),
        ),
      })),
    );
    return { record, classes };
  };

  return {
    /**
     * The learner's class at `/v2/classes/{semester}/{course}`, with its lessons. 404 unless it is
     * theirs and open; 409 while the fee is unpaid. A write reads the term afresh.
     */
    async classOf(
      userId: number,
      semester: string,
      course: string,
      purpose: 'read' | 'write' = 'read',
    ): Promise<{ row: ClassRecord; lessons: Lesson[] }> {
      const code = classCode(String(semester), String(course));
      if (!code) throw new StudyroomError('not_found', messages.class_not_found);
      const { classes } = await enrolment.applications.studyRecord(userId, purpose);
      const row = classes.find((c) => c.courseCode === code);
      if (row?.status === 'applied') throw new StudyroomError('conflict', messages.class_unpaid);
      if (!row || !isPaid(row.status)) throw new StudyroomError('not_found', messages.class_not_found);
      return { row, lessons: await lessonsOf(row) };
    },

    /** GET /v2/my-courses: the current semester's classes, every class, and the learner's standing. */
    async myCourses(userId: number, today = todayInKorea()): Promise<MyCourses> {
      const { record, classes } = await allClasses(userId, today);
      const current = currentSemesterOf(record.classes, today);
      const all = classes.sort((a, b) => b.row.termStart.localeCompare(a.row.termStart) || a.row.id - b.row.id).map((c) => c.course);
      return {
        current: all.filter((c) => c.semester === current),
        all,
        credits: record.credits,
        credits_to_complete: CREDITS_TO_COMPLETE,
        semester: record.semester,
      };
    },

    /** GET /v2/my-courses/{id}: one of the learner's classes by its application id. */
    async course(userId: number, id: number, today = todayInKorea()): Promise<StudyClass> {
      const { classes } = await allClasses(userId, today);
      const found = classes.find((c) => c.row.id === id);
      if (!found) throw new StudyroomError('not_found', messages.class_not_found);
      return found.course;
    },

    /** The class, its lessons and the learner's completed days, for the class's pages. */
    async open(userId: number, semester: string, course: string, today: string): Promise<OpenedClass> {
      const { row, lessons } = await this.classOf(userId, semester, course);
      const [names, completions, imageOf] = await Promise.all([
        namesOf(),
        records.completionsOf(userId, row.courseCode),
        enrolment.catalogue.courseImages(),
      ]);
      const completedAt = new Map(completions.map((c) => [c.day, c.completedAt] as const));
      const name = names.get(row.catalog) ?? row.catalog;
      const info = studyClass(row, name, lessons, [...completedAt.keys()], today, imageOf(row.catalog, row.level));
      return { row, lessons, completedAt, course: info };
    },

    /** GET /v2/classes/{semester}/{course}: the class and its calendar. */
    async detail(userId: number, semester: string, course: string, today = todayInKorea()): Promise<ClassDetail> {
      const opened = await this.open(userId, semester, course, today);
      return { course: opened.course, days: classDays(opened.row, opened.lessons, opened.completedAt, today) };
    },

    /** GET /v2/classes/{semester}/{course}/days/{day}: one lesson with the learner's responses. */
    async day(userId: number, semester: string, course: string, day: number, today = todayInKorea()): Promise<DayDetail> {
      return this.dayOf(userId, await this.open(userId, semester, course, today), day, today);
    },

    /** GET /v2/classes/{semester}/{course}/recent: today's lesson, else the latest opened (404 before the first opens). */
    async recent(userId: number, semester: string, course: string, today = todayInKorea()): Promise<DayDetail> {
      const opened = await this.open(userId, semester, course, today);
      const day = recentDay(opened.row, opened.lessons, today);
      if (day === null) throw new StudyroomError('not_found', messages.day_not_found);
      return this.dayOf(userId, opened, day, today);
    },

    async dayOf(userId: number, opened: OpenedClass, day: number, today: string): Promise<DayDetail> {
      const lesson = opened.lessons.find((l) => l.number === day);
      if (!lesson) throw new StudyroomError('not_found', messages.day_not_found);
      const [responses, posts] = await Promise.all([
        records.responsesOfDay(userId, opened.row.courseCode, day),
        studyroom(strapi).posts.dayPosts({ id: userId, staff: false }, opened.row.courseCode, opened.row, lesson, today),
      ]);
      return {
        ...dayDetail(opened.course, opened.row, opened.lessons, lesson, responses, opened.completedAt.get(day) ?? null, today),
        posts,
      };
    },

    /**
     * Every open class of the learner (paid for or finished) with its calendar of days: what the
     * records plugin's calendar and feed show. An unpaid class has no study days yet.
     */
    async studyCalendar(userId: number, today = todayInKorea()): Promise<ClassDetail[]> {
      // Three reads whatever the learner's history: the classes, the names, every completion (a
      // read per class made the calendar the costliest page of the study room).
      const [record, names, completions] = await Promise.all([
        enrolment.applications.studyRecord(userId),
        namesOf(),
        records.completionsByClass(userId),
      ]);
      return Promise.all(
        record.classes
          .filter((row) => isPaid(row.status))
          .map(async (row) => {
            const lessons = await lessonsOf(row);
            const completedAt = new Map((completions.get(row.courseCode) ?? []).map((c) => [c.day, c.completedAt] as const));
            const course = studyClass(row, names.get(row.catalog) ?? row.catalog, lessons, [...completedAt.keys()], today);
            return { course, days: classDays(row, lessons, completedAt, today) };
          }),
      );
    },

    /** GET /v2/classes/{semester}/{course}/completed: the completed days, first completion time of each. */
    async completed(userId: number, semester: string, course: string): Promise<{ day: number; completed_at: string }[]> {
      const { row } = await this.classOf(userId, semester, course);
      return (await records.completionsOf(userId, row.courseCode)).map((c) => ({ day: c.day, completed_at: c.completedAt }));
    },

    /** What the learner wrote and gave in the study room, for "download my data". */
    async personalData(userId: number): Promise<{
      answers: Awaited<ReturnType<typeof records.responsesOfOwner>>;
      votes: Awaited<ReturnType<ReturnType<typeof postsRepository>['votesOfVoter']>>;
    }> {
      const [answers, votes] = await Promise.all([records.responsesOfOwner(userId), postsRepository(strapi).votesOfVoter(userId)]);
      return { answers, votes };
    },

    /** Account deletion: the answers' text erased and the posts hidden, the rows kept for statistics. */
    async eraseAnswers(userId: number): Promise<void> {
      await records.eraseResponsesOf(userId);
    },

    /** Account deletion: the votes the learner gave. */
    async eraseVotes(userId: number): Promise<void> {
      await postsRepository(strapi).deleteVotesOf(userId);
    },

    /**
     * One of the learner's classes by its application id (their grade) with what its score sheet
     * counts: task answers written and votes received. 404 unless the grade is theirs.
     */
    async gradeFacts(
      userId: number,
      id: number,
      today = todayInKorea(),
    ): Promise<{ course: StudyClass; tasksAnswered: number; votesReceived: number }> {
      const course = await this.course(userId, id, today);
      const [tasksAnswered, votesReceived] = await Promise.all([
        records.responseCount(userId, course.course_name),
        postsRepository(strapi).votesReceived(userId, course.course_name),
      ]);
      return { course, tasksAnswered, votesReceived };
    },
  };
};
