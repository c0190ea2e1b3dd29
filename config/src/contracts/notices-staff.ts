// The back office's side of notices: the list of what was sent, failed or waits (subjects only,
// never bodies), and staff announcements to the paid learners of a class or a semester. The CMS
// parses every request with these schemas; web checks a form with them first.
import { z } from 'zod';
import { isSemesterCode, parseCourseCode } from '../rules/course-code';
import { PAGE_PATTERN } from '../rules/ids';
import { refusals } from './refusals';
import { NOTICE_STATES, type noticeFacts, type NoticeKind, type NoticeState } from '../rules/notices';
import type { KakaoOutcome, NoticeChannel } from '../rules/notice-channels';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX } from '../rules/limits';

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/v1/staff/notices — newest first, one state or all, paged. */
export const staffNoticesQuerySchema = z
  .object({
    state: z.preprocess(blankIsAbsent, z.enum(NOTICE_STATES, { errorMap: () => ({ message: refusals.audit_filter_invalid }) }).optional()),
    page: z.preprocess(blankIsAbsent, z.string().regex(PAGE_PATTERN, refusals.search_page_invalid).transform(Number).optional()),
  })
  .passthrough();

/** One notice as staff see it: its subject, never its body (the body is the learner's business). */
export interface StaffNoticeEntry {
  id: number;
  kind: NoticeKind;
  learner: number;
  learner_name: string;
  /** The rendered subject; null when the stored facts no longer render (written by an older release). */
  subject: string | null;
  channel: NoticeChannel;
  state: NoticeState;
  /** A KakaoTalk notice: what the provider reported (알림톡, the SMS or LMS fallback, failed), null until it has. */
  outcome: KakaoOutcome | null;
  attempts: number;
  /** The mail server's reply to the last failed try (never the message). */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** One month's notices by one channel: how many went, fell back to a text message or failed, and what they cost. */
export interface StaffNoticeMonth {
  /** YYYY-MM, Korea's calendar. */
  month: string;
  channel: NoticeChannel;
  sent: number;
  /** KakaoTalk notices the provider sent as SMS or LMS instead (no KakaoTalk). */
  fell_back: number;
  /** Given up (dead), or reported failed by the provider. */
  failed: number;
  /** What the month's messages of this channel cost at the prices in config (e-mail: 0). */
  cost_won: number;
}

export interface StaffNoticesPage {
  counts: Record<NoticeState, number>;
  /** Whether the school sends KakaoTalk at all, and whether a 알림톡 KakaoTalk cannot deliver goes as a text message. */
  kakao: { available: boolean; fallback: boolean };
  /** Newest month first, the months the outbox still keeps (NOTICE_KEEP_DAYS). */
  months: StaffNoticeMonth[];
  entries: StaffNoticeEntry[];
  total: number;
  page: number;
  page_size: number;
}

/** PUT /api/v1/staff/notices/fallback — the text-message fallback of KakaoTalk notices, on or off. */
export const staffFallbackSchema = z.object({
  on: z.boolean({ invalid_type_error: refusals.notice_fallback_invalid, required_error: refusals.notice_fallback_invalid }),
});

/** GET /api/v1/staff/announcements/audience — the semester whose classes the form offers (default: the one running). */
export const announcementAudienceQuerySchema = z
  .object({
    semester: z.preprocess(
      blankIsAbsent,
      z
        .string()
        .refine((s) => isSemesterCode(s), refusals.semester_not_found)
        .optional(),
    ),
  })
  .passthrough();

/** Whom an announcement may go to: a semester's paid learners, all or one class's. */
export interface AnnouncementAudience {
  semesters: { code: string; label: string }[];
  semester: { code: string; label: string } | null;
  /** Learners with a paid class in the semester. */
  learners: number;
  classes: { code: string; name: string; learners: number }[];
}

const subject = z
  .string({ required_error: refusals.announcement_subject_required, invalid_type_error: refusals.announcement_subject_required })
  .trim()
  .min(1, refusals.announcement_subject_required)
  .max(ANNOUNCEMENT_SUBJECT_MAX, refusals.announcement_subject_too_long)
  // One line: it becomes a mail header.
  .transform((s) => s.replace(/\s+/g, ' '));

const body = z
  .string({ required_error: refusals.announcement_body_required, invalid_type_error: refusals.announcement_body_required })
  .transform((s) => s.replace(/\r\n?/g, '\n'))
  .pipe(z.string().trim().min(1, refusals.announcement_body_required).max(ANNOUNCEMENT_BODY_MAX, refusals.announcement_body_too_long));

/**
 * POST /api/v1/staff/announcements/preview and /send — the words and the audience: a semester,
 * and a class of it or none (every paid learner of the semester). `id` (send only) is the one
 * the preview gave: the notices' keys end in it, so sending it twice adds nothing.
 */
export const announcementSchema = z.object({
  semester: z
    .string({ required_error: refusals.announcement_semester_required, invalid_type_error: refusals.announcement_semester_required })
    .refine((s) => isSemesterCode(s), refusals.announcement_semester_required),
  course: z.preprocess(
    blankIsAbsent,
    z
      .string({ invalid_type_error: refusals.announcement_class_invalid })
      .refine((c) => parseCourseCode(c) !== null, refusals.announcement_class_invalid)
      .optional(),
  ),
  subject,
  body,
});
export type AnnouncementInput = z.infer<typeof announcementSchema>;

export const announcementSendSchema = announcementSchema.extend({
  id: z
    .string({ required_error: refusals.announcement_id_invalid, invalid_type_error: refusals.announcement_id_invalid })
    .uuid(refusals.announcement_id_invalid),
});
export type AnnouncementSendInput = z.infer<typeof announcementSendSchema>;

/** The preview: the message as a learner gets it, how many get it, and the id to send it with. */
export interface AnnouncementPreview {
  id: string;
  audience: string;
  /** Paid learners of the audience. */
  learners: number;
  /** Of them, those who turned announcements off (they get nothing). */
  turnedOff: number;
  subject: string;
  text: string;
}

/** What sending did: how many notices it added, or that this announcement was already sent. */
export interface AnnouncementSent {
  id: string;
  added: number;
  already: boolean;
}

/** The facts an announcement's notices carry (checked by the kind's own schema). */
export type AnnouncementFacts = z.infer<(typeof noticeFacts)['announcement']>;
