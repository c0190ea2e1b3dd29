import type { Core } from '@strapi/strapi';
import { messages } from '@dharma/config/words';
import { todayInKorea } from '@dharma/config/rules';
import { type GradePage, type GradeProgress, type GradeScore, type GradeSummary, type StudyClass } from '@dharma/config/contracts';
import { RecordsError } from '../errors';
import { records } from '../get-service';
import { enrolmentOf, isNotFound, studyroomOf } from '../ports';

const summaryOf = (c: StudyClass): GradeSummary => ({
  id: c.id,
  course_name: c.course_name,
  name: c.name,
  level: c.level,
  semester: c.semester,
  status: c.status,
  progress: c.progress,
  credits: c.credits,
});

/** Who asks: the signed-in user, whether they are staff, and from which address. */
export interface GradeReader {
  id: number;
  staff: boolean;
  address: string | null;
}

/**
 * A learner's grades: every class they applied for, with progress and credits, and one grade's
 * score sheet. The grade's owner reads it, and staff read anyone's (each such read is on the
 * access log); for any other learner another's grade answers the same 404 as a grade that does
 * not exist.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const study = studyroomOf(strapi);

  return {
    /** The grade as the study room sees it, or 404 for any grade not the learner's. */
    async gradeOf(userId: number, id: number, today = todayInKorea()) {
      try {
        return await study.classes.gradeFacts(userId, id, today);
      } catch (error) {
        if (isNotFound(error)) throw new RecordsError('not_found', messages.grade_not_found);
        throw error;
      }
    },

    /** GET /v1/grade-progress */
    async progress(userId: number, today = todayInKorea()): Promise<GradeProgress> {
      const mine = await study.classes.myCourses(userId, today);
      return {
        grades: mine.all.map(summaryOf),
        credits: mine.credits,
        credits_to_complete: mine.credits_to_complete,
        semester: mine.semester,
      };
    },

    /** GET /v1/grade/{id}/score */
    async score(userId: number, id: number, today = todayInKorea()): Promise<GradeScore> {
      const { course, tasksAnswered, votesReceived } = await this.gradeOf(userId, id, today);
      const [hours, lifestyleChecks] = await Promise.all([
        records(strapi).volunteers.totals(userId, id),
        records(strapi).lifestyle.checkCount(userId, id),
      ]);
      return {
        ...summaryOf(course),
        term_start: course.term_start,
        term_end: course.term_end,
        lessons: course.lessons,
        completed_days: course.completed_days,
        pass_percent: course.pass_percent,
        tasks_answered: tasksAnswered,
        votes_received: votesReceived,
        lifestyle_checks: lifestyleChecks,
        volunteer_hours: hours.total,
        confirmed_volunteer_hours: hours.confirmed,
      };
    },

    /**
     * GET /v1/grade/{id}/score for the owner or for staff. Staff reading another learner's score
     * sheet is a staff read of personal data: it goes to the access log with whose and which.
     */
    async scoreFor(reader: GradeReader, id: number, today = todayInKorea()): Promise<GradeScore> {
      if (!reader.staff) return this.score(reader.id, id, today);
      const owner = await enrolmentOf(strapi).applications.ownerOf(id);
      if (owner === null) throw new RecordsError('not_found', messages.grade_not_found);
      const score = await this.score(owner, id, today);
      if (owner !== reader.id) {
        await records(strapi).accessLog.staffRead(reader, `grade ${id} score`, owner);
      }
      return score;
    },

    /** The grade page's one read: the score sheet and the volunteer log. */
    async page(userId: number, id: number, today = todayInKorea()): Promise<GradePage> {
      const score = await this.score(userId, id, today);
      return { score, volunteers: await records(strapi).volunteers.entries(userId, id) };
    },
  };
};
