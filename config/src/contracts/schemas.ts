import { z } from 'zod';
import { refusals } from './refusals';
import { ARTICLE_TYPES } from '../rules/articles';
import { DOCUMENT_ID_PATTERN, PREVIEW_STATUSES, TASK_ID_PATTERN, TASK_RESPONSE_MAX } from '../rules/studyroom';
import { POST_TYPES } from '../rules/verses';
import { LIFESTYLE_ETC_MAX, LIFESTYLE_NAME_MAX, VOLUNTEER_CONTENT_MAX, validVolunteerHours } from '../rules/records';
import { SEARCH_KEYWORD_MAX } from '../rules/library';
import { personNameText, requiredReligionName } from './records-member';
import { ID_PATTERN, ISO_DAY_PATTERN, PAGE_PATTERN } from '../rules/ids';

export const articleTypeSchema = z.enum(ARTICLE_TYPES, {
  errorMap: () => ({ message: refusals.article_type_invalid }),
});

/** POST /api/v1/user/signup — the learner's display name (not the unique login id) and consent. */
export const signupSchema = z.object({
  username: personNameText,
  agreed: z.literal(true, { errorMap: () => ({ message: refusals.consent_required }) }),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** POST /api/v1/session/exchange (web only) — a Kakao access token for our own tokens. */
export const exchangeSchema = z.object({
  kakao_access_token: z
    .string({ required_error: refusals.kakao_failed, invalid_type_error: refusals.kakao_failed })
    .min(1, refusals.kakao_failed)
    .max(4096, refusals.kakao_failed),
});

/** POST /api/v1/session/refresh and /logout (which also takes no body and a bearer token). */
export const refreshSchema = z.object(
  {
    refresh_token: z
      .string({ required_error: refusals.session_token_required, invalid_type_error: refusals.session_token_required })
      .min(1, refusals.session_token_required)
      .max(4096, refusals.session_token_required),
  },
  { invalid_type_error: refusals.session_token_required },
);

/** POST|PUT /api/v2/apply/courses — course codes like 2027SP-J1; S3 is added by the server. */
export const applyCoursesSchema = z
  .array(
    z
      .object({
        course_name: z.string({ invalid_type_error: refusals.course_code_invalid }).trim().min(1, refusals.course_code_invalid).max(20),
      })
      .strict(refusals.apply_payload_invalid),
    {
      invalid_type_error: refusals.apply_payload_invalid,
    },
  )
  .min(1, refusals.nothing_selected)
  .max(3, refusals.too_many_courses);

const isoDate = z.string().regex(ISO_DAY_PATTERN, refusals.date_invalid);

/** POST /api/v2/apply/public-course */
export const publicCourseSchema = z
  .object({ course_name: z.string().trim().min(1, refusals.course_code_invalid).max(100), started_at: isoDate, ended_at: isoDate })
  .strict(refusals.apply_payload_invalid);

/** POST /api/v2/apply/self-study */
export const selfStudySchema = z
  .array(
    z.object({ course_name: z.string().trim().min(1, refusals.course_code_invalid).max(100) }).strict(refusals.apply_payload_invalid),
    {
      invalid_type_error: refusals.apply_payload_invalid,
    },
  )
  .length(1, refusals.self_study_one);

/** POST /api/v1/applications — membership of the temple's lay community. */
export const membershipSchema = z
  .object({
    religion_name: requiredReligionName,
    agreed: z.literal(true, { errorMap: () => ({ message: refusals.consent_required }) }),
  })
  .strict(refusals.apply_payload_invalid);

/** PATCH /api/v1/user/membership?number= — the learner's existing membership number. */
export const membershipNumberSchema = z.object({
  number: z.string({ required_error: refusals.membership_number_invalid }).regex(/^\d{4,20}$/, refusals.membership_number_invalid),
});

const cartCode = z
  .string({ required_error: refusals.course_code_invalid, invalid_type_error: refusals.course_code_invalid })
  .trim()
  .min(1, refusals.course_code_invalid)
  .max(20, refusals.course_code_invalid);

/**
 * The register wizard's form posts, one intent each: add a course to the cart, remove one, go
 * to the review step, or submit (a first application, or a change of the one made).
 */
export const registerIntentSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), code: cartCode }),
    z.object({ intent: z.literal('remove'), code: cartCode }),
    z.object({ intent: z.literal('review') }),
    z.object({
      intent: z.literal('submit'),
      mode: z.enum(['apply', 'change'], { errorMap: () => ({ message: refusals.register_request_invalid }) }),
    }),
  ],
  { errorMap: () => ({ message: refusals.register_request_invalid }) },
);
export type RegisterIntent = z.infer<typeof registerIntentSchema>;

const taskIdField = z
  .string({ required_error: refusals.task_payload_invalid, invalid_type_error: refusals.task_payload_invalid })
  .regex(TASK_ID_PATTERN, refusals.task_payload_invalid);
const writtenAnswer = z
  .string({ required_error: refusals.task_response_required, invalid_type_error: refusals.task_payload_invalid })
  .trim()
  .min(1, refusals.task_response_required)
  .max(TASK_RESPONSE_MAX, refusals.task_response_too_long);

/**
 * PATCH /api/v2/classes/{semester}/{course}/tasks — one task's response. `task_id` is `<day>:<task key>`; a
 * check is ticked (true; a form's "on" counts), a written answer is 1–2,000 characters once trimmed.
 */
export const taskResponseSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('check'),
        task_id: taskIdField,
        response: z
          .union([z.literal(true), z.literal('on'), z.literal('true')], { errorMap: () => ({ message: refusals.task_check_required }) })
          .transform(() => true as const),
      })
      .strict(refusals.task_payload_invalid),
    z.object({ type: z.literal('text'), task_id: taskIdField, response: writtenAnswer }).strict(refusals.task_payload_invalid),
    z.object({ type: z.literal('verse'), task_id: taskIdField, response: writtenAnswer }).strict(refusals.task_payload_invalid),
    z.object({ type: z.literal('story'), task_id: taskIdField, response: writtenAnswer }).strict(refusals.task_payload_invalid),
  ],
  { errorMap: () => ({ message: refusals.task_payload_invalid }) },
);
export type TaskResponseInput = z.infer<typeof taskResponseSchema>;

/**
 * PATCH /api/v2/classes/{semester}/{course} — attendance of a day whose required tasks are all done.
 * Without a body, or without `day`, it is today's attendance (the class's current day), as the
 * spec's call carries no payload.
 */
export const attendanceSchema = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      day: z.coerce
        .number({ invalid_type_error: refusals.day_invalid })
        .int(refusals.day_invalid)
        .min(1, refusals.day_invalid)
        .max(999, refusals.day_invalid)
        .optional(),
    })
    .strict(refusals.task_payload_invalid),
);

/**
 * POST /api/v2/classes/{semester}/{course}/vote — a vote for one post of the learner's class. `id` is the
 * post's id as the boards list it (the id of the task response the post is).
 */
export const voteSchema = z
  .object(
    {
      type: z.enum(POST_TYPES, { errorMap: () => ({ message: refusals.vote_payload_invalid }) }),
      // A form sends the id as text: digits only (no sign, no exponent, no boolean turned into 1).
      id: z.preprocess(
        (value) => (typeof value === 'string' && ID_PATTERN.test(value) ? Number(value) : value),
        z
          .number({ required_error: refusals.vote_payload_invalid, invalid_type_error: refusals.vote_payload_invalid })
          .int(refusals.vote_payload_invalid)
          .min(1, refusals.vote_payload_invalid)
          .max(2_147_483_647, refusals.vote_payload_invalid),
      ),
    },
    { invalid_type_error: refusals.vote_payload_invalid },
  )
  .strict(refusals.vote_payload_invalid);
export type VoteInput = z.infer<typeof voteSchema>;

/**
 * GET /api/v2/classes/{semester}/{course}/verses?day=N — without `day`, the class's current day (the
 * spec's call names none); other query keys are ignored.
 */
export const versesQuerySchema = z.object({
  day: z.preprocess(
    (value) => (typeof value === 'string' && /^[1-9]\d{0,2}$/.test(value) ? Number(value) : value),
    z
      .number({ invalid_type_error: refusals.day_invalid })
      .int(refusals.day_invalid)
      .min(1, refusals.day_invalid)
      .max(999, refusals.day_invalid)
      .optional(),
  ),
});

/**
 * GET /api/v2/preview/lessons/{documentId}?status= — which lesson and which version (a Strapi
 * document id; draft unless published is asked for).
 */
export const lessonPreviewSchema = z.object({
  documentId: z.string().regex(DOCUMENT_ID_PATTERN, refusals.lesson_not_found),
  status: z.enum(PREVIEW_STATUSES, { errorMap: () => ({ message: refusals.preview_invalid }) }).default('draft'),
});

/**
 * POST /api/v1/grade/{id}/volunteer and PUT …/volunteers/{entryId}: one volunteer day, the spec's
 * `{email, hrs, content, date}`. A form sends text: hours arrive as "1.5", an empty e-mail as "".
 * Whether the date falls in the grade's term is the service's rule (it needs the term).
 */
export const volunteerSchema = z.object(
  {
    date: z
      .string({ required_error: refusals.volunteer_date_invalid, invalid_type_error: refusals.volunteer_date_invalid })
      .trim()
      .regex(ISO_DAY_PATTERN, refusals.volunteer_date_invalid)
      .refine(
        (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        refusals.volunteer_date_invalid,
      ),
    hrs: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
      z
        .number({ required_error: refusals.volunteer_hours_invalid, invalid_type_error: refusals.volunteer_hours_invalid })
        .refine(validVolunteerHours, refusals.volunteer_hours_invalid),
    ),
    content: z
      .string({ required_error: refusals.volunteer_content_required, invalid_type_error: refusals.volunteer_content_required })
      .trim()
      .min(1, refusals.volunteer_content_required)
      .max(VOLUNTEER_CONTENT_MAX, refusals.volunteer_content_too_long),
    email: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
      z
        .string({ invalid_type_error: refusals.volunteer_email_invalid })
        .email(refusals.volunteer_email_invalid)
        .max(254, refusals.volunteer_email_invalid)
        .nullable(),
    ),
  },
  { invalid_type_error: refusals.volunteer_payload_invalid, required_error: refusals.volunteer_payload_invalid },
);
export type VolunteerInput = z.infer<typeof volunteerSchema>;

/** PATCH /api/v1/grade/{id}/lifestyle: a practice of the learner's own, the spec's `{name, etc}`. */
export const lifestyleOwnSchema = z.object(
  {
    name: z
      .string({ required_error: refusals.lifestyle_name_required, invalid_type_error: refusals.lifestyle_name_required })
      .trim()
      .min(1, refusals.lifestyle_name_required)
      .max(LIFESTYLE_NAME_MAX, refusals.lifestyle_name_too_long),
    etc: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
      z
        .string({ invalid_type_error: refusals.lifestyle_payload_invalid })
        .max(LIFESTYLE_ETC_MAX, refusals.lifestyle_etc_too_long)
        .nullable(),
    ),
  },
  { invalid_type_error: refusals.lifestyle_payload_invalid, required_error: refusals.lifestyle_payload_invalid },
);
export type LifestyleOwnInput = z.infer<typeof lifestyleOwnSchema>;

/** PATCH /api/v1/grade/{id}/lifestyle/{item}: which day to toggle (today when none is given). */
export const lifestyleToggleSchema = z
  .object({
    date: z
      .string({ invalid_type_error: refusals.lifestyle_day_invalid })
      .regex(ISO_DAY_PATTERN, refusals.lifestyle_day_invalid)
      .optional(),
  })
  .passthrough();
// Library (video and scripture search)
const searchKeyword = z
  .string({ invalid_type_error: refusals.search_keyword_too_long })
  .max(SEARCH_KEYWORD_MAX, refusals.search_keyword_too_long)
  .optional()
  .default('');
const searchPage = z
  .string({ invalid_type_error: refusals.search_page_invalid })
  .regex(PAGE_PATTERN, refusals.search_page_invalid)
  .transform(Number)
  .optional()
  .default('1');

/** GET /api/v1/scripture/search?keyword&names&page — `names`: book names, comma-separated. */
export const scriptureSearchSchema = z.object({
  keyword: searchKeyword,
  names: z
    .string({ invalid_type_error: refusals.search_keyword_too_long })
    .max(500, refusals.search_keyword_too_long)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  page: searchPage,
});

/** GET /api/v1/videos/search?keyword&playlist&page — `playlist`: a playlist key. */
export const videoSearchSchema = z.object({
  keyword: searchKeyword,
  playlist: z
    .string({ invalid_type_error: refusals.search_keyword_too_long })
    .max(100, refusals.search_keyword_too_long)
    .optional()
    .default(''),
  page: searchPage,
});
