import type { Core } from '@strapi/strapi';
import type { StaffSummary } from '@dharma/config/contracts';
import { records } from '../get-service';
import { enrolmentOf, studyroomOf } from '../ports';

/**
 * The back office's first page: the work waiting, as counts, and this week's semester dates (the
 * enrolment plugin's, whose semesters they are). Each plugin counts its own rows
 * by its own rule, and no name leaves it: the enrolment plugin the semester's learners awaiting
 * payment and approved (the approval list's states), the study room the learners behind pace (by the progress page's
 * rule) and the hidden posts, this plugin the volunteer entries to confirm. Numbers of learners
 * are not learners' personal data, so, unlike the lists they lead to, this writes no access-log
 * line (docs/security.md).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /v1/staff/summary. */
  async today(): Promise<StaffSummary> {
    const enrolment = enrolmentOf(strapi);
    const studyroom = studyroomOf(strapi);
    const [applications, week, progress, hidden, volunteers] = await Promise.all([
      enrolment.staff.approvalCounts(),
      enrolment.staff.week(),
      studyroom.office.behindCount(),
      studyroom.office.hiddenPostCount(),
      records(strapi).volunteers.unconfirmedCount(),
    ]);
    return {
      semesters: { applications: applications.semester, running: progress.semester },
      week,
      counts: { awaiting: applications.awaiting, approved: applications.approved, behind: progress.behind, volunteers, hidden },
    };
  },
});
