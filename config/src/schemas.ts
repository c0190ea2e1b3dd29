import { z } from 'zod';
import { messages } from './messages';
import { ARTICLE_TYPES } from './articles';

export const articleTypeSchema = z.enum(ARTICLE_TYPES, {
  errorMap: () => ({ message: messages.article_type_invalid }),
});

/** POST /api/v1/user/signup — the learner's display name (not the unique login id) and consent. */
export const signupSchema = z.object({
  username: z
    .string({ required_error: messages.name_required, invalid_type_error: messages.name_required })
    .trim()
    .min(1, messages.name_required)
    .max(50, messages.name_too_long),
  agreed: z.literal(true, { errorMap: () => ({ message: messages.consent_required }) }),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** POST /api/v1/session/exchange (web only) — a Kakao access token for our own tokens. */
export const exchangeSchema = z.object({
  kakao_access_token: z.string().min(1).max(4096),
});

/** POST /api/v1/session/refresh and /logout. */
export const refreshSchema = z.object({
  refresh_token: z.string().min(1).max(4096),
});

/** The first message of a failed parse, for a 400 answer. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'invalid input';
}

/** POST|PUT /api/v2/apply/courses — course codes like 2027SP-J1; S3 is added by the server. */
export const applyCoursesSchema = z
  .array(z.object({ course_name: z.string({ invalid_type_error: messages.course_code_invalid }).trim().min(1, messages.course_code_invalid).max(20) }).strict(messages.apply_payload_invalid), {
    invalid_type_error: messages.apply_payload_invalid,
  })
  .min(1, messages.nothing_selected)
  .max(3, messages.too_many_courses);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.date_invalid);

/** POST /api/v2/apply/public-course */
export const publicCourseSchema = z
  .object({ course_name: z.string().trim().min(1, messages.course_code_invalid).max(100), started_at: isoDate, ended_at: isoDate })
  .strict(messages.apply_payload_invalid);

/** POST /api/v2/apply/self-study */
export const selfStudySchema = z
  .array(z.object({ course_name: z.string().trim().min(1, messages.course_code_invalid).max(100) }).strict(messages.apply_payload_invalid), {
    invalid_type_error: messages.apply_payload_invalid,
  })
  .length(1, messages.self_study_one);

/** POST /api/v1/applications — membership of the temple's lay community. */
export const membershipSchema = z
  .object({
    religion_name: z
      .string({ required_error: messages.religion_name_required, invalid_type_error: messages.religion_name_required })
      .trim()
      .min(1, messages.religion_name_required)
      .max(30, messages.religion_name_too_long),
    agreed: z.literal(true, { errorMap: () => ({ message: messages.consent_required }) }),
  })
  .strict(messages.apply_payload_invalid);

/** PATCH /api/v1/user/membership?number= — the learner's existing membership number. */
export const membershipNumberSchema = z.object({
  number: z.string({ required_error: messages.membership_number_invalid }).regex(/^\d{4,20}$/, messages.membership_number_invalid),
});

const cartCode = z
  .string({ required_error: messages.course_code_invalid, invalid_type_error: messages.course_code_invalid })
  .trim()
  .min(1, messages.course_code_invalid)
  .max(20, messages.course_code_invalid);

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
    z.object({ intent: z.literal('submit'), mode: z.enum(['apply', 'change'], { errorMap: () => ({ message: messages.register_request_invalid }) }) }),
  ],
  { errorMap: () => ({ message: messages.register_request_invalid }) },
);
export type RegisterIntent = z.infer<typeof registerIntentSchema>;
