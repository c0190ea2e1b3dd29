import { z } from 'zod';
import { ACCESS_ACTIONS, type AccessAction } from '../rules/records';
import type { VolunteerEntry } from './records';
import { normaliseKoreanPhone } from '../rules/records-member';
import { ARTICLE_TYPES } from '../rules/articles';
import { ID_PATTERN, PAGE_PATTERN } from '../rules/ids';
import { ADMIN_PAGE_SIZE, APPROVAL_STATES, AUDIT_ACTIONS, type ApprovalState, type StaffWeek } from '../rules/staff';
import { refusals, type Refusal } from './refusals';

/** The staff back office's requests (zod schemas both sides parse with) and the CMS's answers. */

/**
 * One staff write, as the audit trail keeps it: who (a staff user id), what (an action name such
 * as `application.approve`), on which record (`application:12`), whose data it was (a learner's
 * user id when there is one) and the changed fields before and after.
 */
export interface AuditEntry {
  id: number;
  at: string;
  actor: number;
  actor_name: string | null;
  action: string;
  subject: number | null;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
}

/** An empty form field is no filter at all. */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** A back-office table's page in its address: 1 to 999999, absent (or blank) meaning the first. */
const STAFF_PAGE = z.preprocess(blankIsAbsent, z.string().regex(PAGE_PATTERN, refusals.search_page_invalid).transform(Number).optional());

/** GET /api/v1/staff/audit — filters of the audit trail; every one optional. */
export const auditQuerySchema = z
  .object({
    action: z.preprocess(blankIsAbsent, z.enum(AUDIT_ACTIONS, { errorMap: () => ({ message: refusals.audit_filter_invalid }) }).optional()),
    target: z.preprocess(blankIsAbsent, z.string().trim().max(80, refusals.audit_filter_invalid).optional()),
    subject: z.preprocess(blankIsAbsent, z.string().regex(ID_PATTERN, refusals.audit_filter_invalid).transform(Number).optional()),
    page: STAFF_PAGE,
  })
  .passthrough();
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/v1/staff/access-log — by kind of entry and by learner; both optional. */
export const accessLogQuerySchema = z
  .object({
    action: z.preprocess(
      blankIsAbsent,
      z.enum(ACCESS_ACTIONS, { errorMap: () => ({ message: refusals.audit_filter_invalid }) }).optional(),
    ),
    subject: z.preprocess(blankIsAbsent, z.string().regex(ID_PATTERN, refusals.audit_filter_invalid).transform(Number).optional()),
    page: STAFF_PAGE,
  })
  .passthrough();

/** One access-log entry as staff read it. */
export interface AccessLogEntry {
  id: number;
  at: string;
  actor: number | null;
  actorRole: string | null;
  action: AccessAction;
  subject: number | null;
  detail: string | null;
  address: string | null;
}

/** One access-log entry as the app and the plugins hand it to the records plugin (which numbers and stamps it). */
export type AccessLogAppend = Pick<AccessLogEntry, 'action'> & Partial<Omit<AccessLogEntry, 'id' | 'at' | 'action'>>;

const learnerIdSchema = z.coerce
  .number({ invalid_type_error: refusals.approval_payload_invalid })
  .int(refusals.approval_payload_invalid)
  .positive(refusals.approval_payload_invalid)
  .max(999_999_999, refusals.approval_payload_invalid);
export const semesterCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, refusals.semester_not_found);

const learnerFilterSchema = z.string().regex(ID_PATTERN, refusals.audit_filter_invalid).transform(Number);
const cancelReasonSchema = z
  .string({ required_error: refusals.cancel_reason_required, invalid_type_error: refusals.cancel_reason_required })
  .trim()
  .min(1, refusals.cancel_reason_required)
  .max(200, refusals.cancel_reason_too_long);

/** The semester a staff page or decision is for: the current one unless named (a blank field names none). */
const namedSemester = z.preprocess(blankIsAbsent, semesterCodeSchema.optional());

/** GET /api/v1/staff/applications — one semester's applications (the current one unless named). */
export const staffApplicationsQuerySchema = z
  .object({
    semester: namedSemester,
    state: z.preprocess(
      blankIsAbsent,
      z.enum(APPROVAL_STATES, { errorMap: () => ({ message: refusals.audit_filter_invalid }) }).optional(),
    ),
    name: z.preprocess(blankIsAbsent, z.string().trim().max(40, refusals.audit_filter_invalid).optional()),
    // One learner (the cancel page) or several (the bulk cancel page: `learner` repeated); always a list.
    learner: z.preprocess(
      blankIsAbsent,
      z
        .union(
          [
            learnerFilterSchema,
            z.array(learnerFilterSchema).min(1, refusals.audit_filter_invalid).max(ADMIN_PAGE_SIZE, refusals.audit_filter_invalid),
          ],
          { errorMap: () => ({ message: refusals.audit_filter_invalid }) },
        )
        .transform((v) => (Array.isArray(v) ? v : [v]))
        .optional(),
    ),
    page: STAFF_PAGE,
  })
  .passthrough();
export type StaffApplicationsQuery = z.output<typeof staffApplicationsQuerySchema>;

/** Ticked learners of the approval table (one page at most), and the semester; `noneSelected` when none is ticked. */
const learnerSelection = (noneSelected: Refusal) =>
  z.object(
    {
      semester: namedSemester,
      learners: z
        .array(learnerIdSchema, { invalid_type_error: noneSelected, required_error: noneSelected })
        .min(1, noneSelected)
        .max(ADMIN_PAGE_SIZE, refusals.approval_payload_invalid),
    },
    { invalid_type_error: refusals.approval_payload_invalid },
  );

/** POST /api/v1/staff/applications/approve — several learners' applications at once (bulk). */
export const bulkApproveSchema = learnerSelection(refusals.approval_none_selected);

/** POST /api/v1/staff/applications/{learner}/approve — the semester is the current one unless named. */
export const approveSchema = z.object({ semester: namedSemester }, { invalid_type_error: refusals.approval_payload_invalid });

/** POST /api/v1/staff/applications/{learner}/cancel — the reason is shown to the learner as written. */
export const cancelApplicationSchema = z.object(
  {
    semester: namedSemester,
    reason: cancelReasonSchema,
  },
  { invalid_type_error: refusals.approval_payload_invalid },
);

/** The ticked learners whose applications staff mean to cancel (the approval table's bulk button). */
export const cancelSelectionSchema = learnerSelection(refusals.cancel_none_selected);

/** POST /api/v1/staff/applications/cancel — several learners' applications at once, one reason for all. */
export const bulkCancelSchema = cancelSelectionSchema.extend({ reason: cancelReasonSchema });

/** The path parameter naming a learner (a user id). */
export const staffLearnerParamSchema = learnerIdSchema;

/** One learner's application of a semester, as the approval table shows it. */
export interface SemesterApplication {
  learner: number;
  name: string | null;
  semester: string;
  state: ApprovalState;
  courses: { course_name: string; name: string; category: string; level: number; status: string }[];
  amount_due: number;
  /**
   * What staff confirmed as received, what is still owed (all of it until approved; after a paid
   * application's change, a difference) and what was paid beyond the price, which the office
   * returns by hand.
   */
  amount_paid: number;
  amount_owed: number;
  amount_refund: number;
  /** The depositor name the learner was asked to write on the transfer (null for an application from before names existed). */
  depositor: string | null;
  applied_at: string;
  paid_at: string | null;
  approved_by: number | null;
  approved_by_name: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /**
   * She failed the level below a course of this application (the failed class and the retake
   * she was offered in its place, course codes); null otherwise. Doing nothing keeps her course.
   */
  retake: { failed: string; applied: string; retake: string } | null;
}

/** The approval table's page: the semester it shows and the semesters staff can switch to. */
export interface SemesterApplicationsPage {
  semester: { code: string; label: string } | null;
  semesters: { code: string; label: string }[];
  entries: SemesterApplication[];
  total: number;
  page: number;
  page_size: number;
}

const personName = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(30, message);
const koreanPhone = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .max(30, message)
    .transform((value, ctx) => {
      const phone = normaliseKoreanPhone(value);
      if (!phone) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return phone ?? '';
    });

/** POST / PUT /api/v1/staff/mentor-pairs — all four fields required; phones stored as 010-1234-5678. */
export const mentorPairSchema = z.object(
  {
    mentee_name: personName(refusals.mentee_name_required),
    mentee_phone: koreanPhone(refusals.mentee_phone_invalid),
    mentor_name: personName(refusals.mentor_name_required),
    mentor_phone: koreanPhone(refusals.mentor_phone_invalid),
  },
  { invalid_type_error: refusals.mentor_payload_invalid, required_error: refusals.mentor_payload_invalid },
);
export type MentorPairInput = z.output<typeof mentorPairSchema>;

/** A stored mentor–mentee pair. */
export interface MentorPair extends MentorPairInput {
  id: number;
  created_at: string;
  updated_at: string;
}

/** GET /api/v1/staff/students — one search box (name, e-mail, phone or member number) and the page. */
export const studentsQuerySchema = z
  .object({
    q: z.preprocess(blankIsAbsent, z.string().trim().max(60, refusals.audit_filter_invalid).optional()),
    page: STAFF_PAGE,
  })
  .passthrough();

/** One learner in the back office's student list and CSV. */
export interface StudentRow {
  id: number;
  name: string | null;
  dharma_name: string | null;
  email: string | null;
  phone: string | null;
  membership_number: string | null;
  credits: number;
  semesters: number;
  signed_up_at: string;
}

/** A student's page: the row, their classes with results, and their temple membership. */
export interface StudentPage extends StudentRow {
  classes: {
    id: number;
    semester: string;
    course_name: string;
    name: string;
    level: number;
    category: string;
    status: string;
    progress: number;
    completed_days: number;
    lessons: number;
  }[];
  credits_to_complete: number;
  membership: { religion_name: string | null; status: string; membership_number: string | null; consented_at: string | null } | null;
}

/** GET /api/v1/staff/progress — a semester's classes (the one running unless named). */
export const progressQuerySchema = z.object({ semester: namedSemester }).passthrough();

/** One class of a semester as the office follows it: each learner's days done and whether they keep the pace. */
export interface ClassProgress {
  course_name: string;
  name: string;
  level: number;
  category: string;
  /** The class's lessons: those opening within its term (`termLessons`). */
  lessons: number;
  /** Of those, the ones opened by today (`openedLessons`). */
  opened: number;
  learners: { learner: number; name: string | null; completed_days: number; progress: number; status: string; behind: boolean }[];
}

export interface SemesterProgressPage {
  semester: { code: string; label: string } | null;
  semesters: { code: string; label: string }[];
  classes: ClassProgress[];
}

/**
 * GET /api/v1/staff/summary — the back office's first page: the work waiting, as counts only (no
 * learner is named, so nothing here is personal data and the call writes no access-log line).
 * `applications` is the semester the approvals page opens on (the one applications are for now),
 * `running` the one the progress page opens on; each is null when there is none (its counts are 0).
 */
export interface StaffSummary {
  semesters: { applications: { code: string; label: string } | null; running: { code: string; label: string } | null };
  /** What this week of the school year asks of staff (staffWeek). */
  week: StaffWeek;
  counts: {
    /** Learners of the applications semester still waiting for their payment to be confirmed. */
    awaiting: number;
    /** Learners of the applications semester whose application is approved. */
    approved: number;
    /** Learners of the running semester behind pace in at least one class (each counted once). */
    behind: number;
    /** Volunteer entries waiting for staff to confirm them. */
    volunteers: number;
    /** Verses and stories staff have hidden. */
    hidden: number;
  };
}

/** GET /api/v1/staff/curriculum?q — the words to find in course families, levels and lessons. */
export const curriculumQuerySchema = z
  .object({
    q: z
      .string({ required_error: refusals.curriculum_query_invalid, invalid_type_error: refusals.curriculum_query_invalid })
      .trim()
      .min(1, refusals.curriculum_query_invalid)
      .max(40, refusals.curriculum_query_invalid),
  })
  .passthrough();

/** What a curriculum search finds: levels of course families and published lessons, each with where it matched. */
export interface CurriculumResults {
  levels: { catalog: string; name: string; level: number | null; title: string | null; match: string }[];
  lessons: { document_id: string; catalog: string; name: string; level: number; number: number; title: string; match: string }[];
}

/** POST /api/v1/staff/articles/{type}/move — one published article one place up or down. */
export const articleMoveSchema = z.object(
  {
    document_id: z
      .string({ required_error: refusals.article_move_invalid, invalid_type_error: refusals.article_move_invalid })
      .regex(/^[a-z0-9]{10,40}$/, refusals.article_move_invalid),
    direction: z.enum(['up', 'down'], { errorMap: () => ({ message: refusals.article_move_invalid }) }),
  },
  { invalid_type_error: refusals.article_move_invalid },
);

/** PUT /api/v1/staff/articles/{type}/order — the whole order (a drag in the browser): every published article once. */
export const articleOrderSchema = z.object(
  {
    document_ids: z
      .array(z.string().regex(/^[a-z0-9]{10,40}$/, refusals.article_order_invalid), {
        invalid_type_error: refusals.article_order_invalid,
        required_error: refusals.article_order_invalid,
      })
      .min(1, refusals.article_order_invalid)
      .max(500, refusals.article_order_invalid),
  },
  { invalid_type_error: refusals.article_order_invalid },
);

/** The path parameter naming an article type. */
export const staffArticleTypeSchema = z.enum(ARTICLE_TYPES, { errorMap: () => ({ message: refusals.article_type_invalid }) });

/** A published article as the back office orders it. */
export interface StaffArticle {
  document_id: string;
  title: string;
  order: number;
  published_at: string;
  url: string;
}

/** GET /api/v1/staff/posts — learners' verses and stories by class, words and state; all optional. */
export const staffPostsQuerySchema = z
  .object({
    course: z.preprocess(
      blankIsAbsent,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{2,10}-[A-Za-z0-9]{1,10}$/, refusals.audit_filter_invalid)
        .optional(),
    ),
    q: z.preprocess(blankIsAbsent, z.string().trim().max(40, refusals.audit_filter_invalid).optional()),
    state: z.preprocess(
      blankIsAbsent,
      z.enum(['shown', 'hidden'], { errorMap: () => ({ message: refusals.audit_filter_invalid }) }).optional(),
    ),
    page: STAFF_PAGE,
  })
  .passthrough();

/** PATCH /api/v1/staff/posts/{id} — hide (with the reason its author reads) or show again. */
export const moderationSchema = z.discriminatedUnion(
  'hidden',
  [
    z.object({
      hidden: z.literal(true),
      reason: z
        .string({ required_error: refusals.moderation_reason_required, invalid_type_error: refusals.moderation_reason_required })
        .trim()
        .min(1, refusals.moderation_reason_required)
        .max(200, refusals.moderation_reason_required),
    }),
    z.object({ hidden: z.literal(false) }),
  ],
  { errorMap: () => ({ message: refusals.moderation_payload_invalid }) },
);

/** A learner's post as staff moderate it. */
export interface StaffPost {
  id: number;
  author: number;
  author_name: string | null;
  course_code: string;
  day: number;
  type: string;
  text: string;
  hidden: boolean;
  hidden_reason: string | null;
  hidden_at: string | null;
  written_at: string;
}

/** GET /api/v1/staff/volunteers — entries waiting for confirmation (the default) or confirmed ones. */
export const staffVolunteersQuerySchema = z
  .object({
    state: z.preprocess(
      blankIsAbsent,
      z.enum(['unconfirmed', 'confirmed'], { errorMap: () => ({ message: refusals.audit_filter_invalid }) }).optional(),
    ),
    page: STAFF_PAGE,
  })
  .passthrough();

/** A volunteer entry as staff confirm it: whose, and of which grade. */
export interface StaffVolunteerEntry extends VolunteerEntry {
  learner: number;
  learner_name: string | null;
  grade: number;
}
