import { z } from 'zod';
import { messages } from './messages';
import { adminUi } from './ui/admin';
import { adminNoticesUi } from './ui/admin-notices';
import { ACCESS_ACTIONS, type AccessAction, type VolunteerEntry } from './records';
import { normaliseKoreanPhone } from './records-member';
import { ARTICLE_TYPES } from './articles';
import { ID_PATTERN, PAGE_PATTERN } from './ids';
import { addDays, mondayOf } from './clock';
import { unpaidDeadline } from './enrolment';

/**
 * The staff back office's sections, in the sidebar's order: each a path under /admin and its
 * label. A section is listed once it works.
 */
export const ADMIN_SECTIONS: readonly { path: string; label: string }[] = [
  { path: '/admin', label: adminUi.home },
  { path: '/admin/students', label: adminUi.studentList.title },
  { path: '/admin/approvals', label: adminUi.approvals.title },
  { path: '/admin/progress', label: adminUi.progress.title },
  { path: '/admin/mentors', label: adminUi.mentors.title },
  { path: '/admin/articles', label: adminUi.articles.title },
  { path: '/admin/posts', label: adminUi.posts.title },
  { path: '/admin/volunteers', label: adminUi.volunteers.title },
  { path: '/admin/curriculum', label: adminUi.curriculum.title },
  { path: '/admin/notices', label: adminNoticesUi.title },
  { path: '/admin/announce', label: adminNoticesUi.announce.title },
  { path: '/admin/audit', label: adminUi.audit.title },
  { path: '/admin/access', label: adminUi.access.title },
];

/** Rows per page of a back-office table. */
export const ADMIN_PAGE_SIZE = 50;

/** Who does a staff read or write, from which address (for the access log and the audit trail). */
export interface StaffActor {
  id: number;
  address: string | null;
}

/** Every kind of staff write the audit trail records (the writers are typed by it). */
export const AUDIT_ACTIONS = [
  'application.approve',
  'application.cancel',
  'application.expire',
  'article.reorder',
  'mentor_pair.create',
  'mentor_pair.update',
  'mentor_pair.delete',
  'notice.announce',
  'post.hide',
  'post.show',
  'volunteer.confirm',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The audit trail's actor for what the school's own scheduled jobs change (an unpaid application
 * closed after its due date): no user has the id 0, so the entry reads as nobody's but the system's.
 */
export const SYSTEM_ACTOR = 0;

/** One staff write as a plugin hands it to the audit trail (the records plugin stamps the time). */
export interface AuditAppend {
  actor: number;
  action: AuditAction;
  target: string;
  subject?: number | null;
  before?: unknown;
  after?: unknown;
  address?: string | null;
}

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
const STAFF_PAGE = z.preprocess(blankIsAbsent, z.string().regex(PAGE_PATTERN, messages.search_page_invalid).transform(Number).optional());

/** GET /api/v1/staff/audit — filters of the audit trail; every one optional. */
export const auditQuerySchema = z
  .object({
    action: z.preprocess(blankIsAbsent, z.enum(AUDIT_ACTIONS, { errorMap: () => ({ message: messages.audit_filter_invalid }) }).optional()),
    target: z.preprocess(blankIsAbsent, z.string().trim().max(80, messages.audit_filter_invalid).optional()),
    subject: z.preprocess(blankIsAbsent, z.string().regex(ID_PATTERN, messages.audit_filter_invalid).transform(Number).optional()),
    page: STAFF_PAGE,
  })
  .passthrough();
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/v1/staff/access-log — by kind of entry and by learner; both optional. */
export const accessLogQuerySchema = z
  .object({
    action: z.preprocess(
      blankIsAbsent,
      z.enum(ACCESS_ACTIONS, { errorMap: () => ({ message: messages.audit_filter_invalid }) }).optional(),
    ),
    subject: z.preprocess(blankIsAbsent, z.string().regex(ID_PATTERN, messages.audit_filter_invalid).transform(Number).optional()),
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

/** What a learner's semester application is waiting for, as the approval table filters it. */
export const APPROVAL_STATES = ['awaiting', 'approved', 'cancelled'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

const learnerIdSchema = z.coerce
  .number({ invalid_type_error: messages.approval_payload_invalid })
  .int(messages.approval_payload_invalid)
  .positive(messages.approval_payload_invalid)
  .max(999_999_999, messages.approval_payload_invalid);
export const semesterCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, messages.semester_not_found);

const learnerFilterSchema = z.string().regex(ID_PATTERN, messages.audit_filter_invalid).transform(Number);
const cancelReasonSchema = z
  .string({ required_error: messages.cancel_reason_required, invalid_type_error: messages.cancel_reason_required })
  .trim()
  .min(1, messages.cancel_reason_required)
  .max(200, messages.cancel_reason_too_long);

/** The semester a staff page or decision is for: the current one unless named (a blank field names none). */
const namedSemester = z.preprocess(blankIsAbsent, semesterCodeSchema.optional());

/** GET /api/v1/staff/applications — one semester's applications (the current one unless named). */
export const staffApplicationsQuerySchema = z
  .object({
    semester: namedSemester,
    state: z.preprocess(
      blankIsAbsent,
      z.enum(APPROVAL_STATES, { errorMap: () => ({ message: messages.audit_filter_invalid }) }).optional(),
    ),
    name: z.preprocess(blankIsAbsent, z.string().trim().max(40, messages.audit_filter_invalid).optional()),
    // One learner (the cancel page) or several (the bulk cancel page: `learner` repeated); always a list.
    learner: z.preprocess(
      blankIsAbsent,
      z
        .union(
          [
            learnerFilterSchema,
            z.array(learnerFilterSchema).min(1, messages.audit_filter_invalid).max(ADMIN_PAGE_SIZE, messages.audit_filter_invalid),
          ],
          { errorMap: () => ({ message: messages.audit_filter_invalid }) },
        )
        .transform((v) => (Array.isArray(v) ? v : [v]))
        .optional(),
    ),
    page: STAFF_PAGE,
  })
  .passthrough();
export type StaffApplicationsQuery = z.output<typeof staffApplicationsQuerySchema>;

/** Ticked learners of the approval table (one page at most), and the semester; `noneSelected` when none is ticked. */
const learnerSelection = (noneSelected: string) =>
  z.object(
    {
      semester: namedSemester,
      learners: z
        .array(learnerIdSchema, { invalid_type_error: noneSelected, required_error: noneSelected })
        .min(1, noneSelected)
        .max(ADMIN_PAGE_SIZE, messages.approval_payload_invalid),
    },
    { invalid_type_error: messages.approval_payload_invalid },
  );

/** POST /api/v1/staff/applications/approve — several learners' applications at once (bulk). */
export const bulkApproveSchema = learnerSelection(messages.approval_none_selected);

/** POST /api/v1/staff/applications/{learner}/approve — the semester is the current one unless named. */
export const approveSchema = z.object({ semester: namedSemester }, { invalid_type_error: messages.approval_payload_invalid });

/** POST /api/v1/staff/applications/{learner}/cancel — the reason is shown to the learner as written. */
export const cancelApplicationSchema = z.object(
  {
    semester: namedSemester,
    reason: cancelReasonSchema,
  },
  { invalid_type_error: messages.approval_payload_invalid },
);

/** The ticked learners whose applications staff mean to cancel (the approval table's bulk button). */
export const cancelSelectionSchema = learnerSelection(messages.cancel_none_selected);

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
    mentee_name: personName(messages.mentee_name_required),
    mentee_phone: koreanPhone(messages.mentee_phone_invalid),
    mentor_name: personName(messages.mentor_name_required),
    mentor_phone: koreanPhone(messages.mentor_phone_invalid),
  },
  { invalid_type_error: messages.mentor_payload_invalid, required_error: messages.mentor_payload_invalid },
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
    q: z.preprocess(blankIsAbsent, z.string().trim().max(60, messages.audit_filter_invalid).optional()),
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

/**
 * The dates of a semester that ask something of staff, in the order a semester lives them:
 * - `apply_opens`, `apply_closes`: the application window's first and last day;
 * - `payment_due`: the last day an application may be paid (unpaidDeadline: the payment due date,
 *   else the day before the term); unpaid applications are closed by themselves the day after;
 * - `term_starts`, `term_ends`: the term's first and last day;
 * - `results_recorded`: the day after the last day, when the 00:05 job records results and credits.
 */
export const STAFF_WEEK_KINDS = ['apply_opens', 'apply_closes', 'payment_due', 'term_starts', 'term_ends', 'results_recorded'] as const;
export type StaffWeekKind = (typeof STAFF_WEEK_KINDS)[number];

export interface StaffWeekItem {
  /** The Korean calendar day (YYYY-MM-DD). */
  date: string;
  kind: StaffWeekKind;
  semester: { code: string; label: string };
  /** On `payment_due` only: learners of the semester still waiting for their payment to be confirmed. */
  unpaid?: number;
}

/** Korea's week, Monday to Sunday, that today falls in, and what falls in it (by date, then a semester's order). */
export interface StaffWeek {
  today: string;
  monday: string;
  sunday: string;
  items: StaffWeekItem[];
}

type WeekSemester = {
  code: string;
  label: string;
  applyStart: string;
  applyEnd: string;
  termStart: string;
  termEnd: string;
  paymentDue: string | null;
};

/** A semester's dates that ask something of staff (STAFF_WEEK_KINDS), each on its day. */
export function semesterMilestones(s: WeekSemester): { date: string; kind: StaffWeekKind }[] {
  return [
    { date: s.applyStart, kind: 'apply_opens' },
    { date: s.applyEnd, kind: 'apply_closes' },
    // An application submitted before any day has the semester's own deadline.
    { date: unpaidDeadline(s, ''), kind: 'payment_due' },
    { date: s.termStart, kind: 'term_starts' },
    { date: s.termEnd, kind: 'term_ends' },
    { date: addDays(s.termEnd, 1), kind: 'results_recorded' },
  ];
}

/**
 * This week for staff: every semester's dates (semesterMilestones) from Monday to Sunday of the
 * Korean week `today` falls in. A week is whole, so a date earlier this week stays on the list
 * (what was due on Monday is still this week's work on Friday); the next Monday starts afresh.
 */
export function staffWeek(semesters: readonly WeekSemester[], today: string): StaffWeek {
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  const items = semesters
    .flatMap((s) =>
      semesterMilestones(s).map((m, order) => ({ ...m, order, semester: { code: s.code, label: s.label }, termStart: s.termStart })),
    )
    .filter((m) => monday <= m.date && m.date <= sunday)
    .sort((a, b) => a.date.localeCompare(b.date) || a.termStart.localeCompare(b.termStart) || a.order - b.order)
    .map(({ date, kind, semester }) => ({ date, kind, semester }));
  return { today, monday, sunday, items };
}

/**
 * Whether a learner is below the pace that reaches the pass line by the term's end: fewer days
 * done than the pass share of the days opened so far.
 */
export function behindPace(completed: number, opened: number, passPercent: number): boolean {
  return completed < Math.ceil((opened * passPercent) / 100);
}

/** GET /api/v1/staff/curriculum?q — the words to find in course families, levels and lessons. */
export const curriculumQuerySchema = z
  .object({
    q: z
      .string({ required_error: messages.curriculum_query_invalid, invalid_type_error: messages.curriculum_query_invalid })
      .trim()
      .min(1, messages.curriculum_query_invalid)
      .max(40, messages.curriculum_query_invalid),
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
      .string({ required_error: messages.article_move_invalid, invalid_type_error: messages.article_move_invalid })
      .regex(/^[a-z0-9]{10,40}$/, messages.article_move_invalid),
    direction: z.enum(['up', 'down'], { errorMap: () => ({ message: messages.article_move_invalid }) }),
  },
  { invalid_type_error: messages.article_move_invalid },
);

/** PUT /api/v1/staff/articles/{type}/order — the whole order (a drag in the browser): every published article once. */
export const articleOrderSchema = z.object(
  {
    document_ids: z
      .array(z.string().regex(/^[a-z0-9]{10,40}$/, messages.article_order_invalid), {
        invalid_type_error: messages.article_order_invalid,
        required_error: messages.article_order_invalid,
      })
      .min(1, messages.article_order_invalid)
      .max(500, messages.article_order_invalid),
  },
  { invalid_type_error: messages.article_order_invalid },
);

/** The path parameter naming an article type. */
export const staffArticleTypeSchema = z.enum(ARTICLE_TYPES, { errorMap: () => ({ message: messages.article_type_invalid }) });

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
        .regex(/^[A-Za-z0-9]{2,10}-[A-Za-z0-9]{1,10}$/, messages.audit_filter_invalid)
        .optional(),
    ),
    q: z.preprocess(blankIsAbsent, z.string().trim().max(40, messages.audit_filter_invalid).optional()),
    state: z.preprocess(
      blankIsAbsent,
      z.enum(['shown', 'hidden'], { errorMap: () => ({ message: messages.audit_filter_invalid }) }).optional(),
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
        .string({ required_error: messages.moderation_reason_required, invalid_type_error: messages.moderation_reason_required })
        .trim()
        .min(1, messages.moderation_reason_required)
        .max(200, messages.moderation_reason_required),
    }),
    z.object({ hidden: z.literal(false) }),
  ],
  { errorMap: () => ({ message: messages.moderation_payload_invalid }) },
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
      z.enum(['unconfirmed', 'confirmed'], { errorMap: () => ({ message: messages.audit_filter_invalid }) }).optional(),
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
