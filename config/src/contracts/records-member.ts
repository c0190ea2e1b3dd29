import { z } from 'zod';
import type { NoticeKind } from '../rules/notices';
import { isReadableName, normalisePhone } from '../rules/records-member';
import type { NoticeSettings } from './notices';
import { refusals } from './refusals';

/**
 * A person's name as learners type it (sign-up, the member page): trimmed, 1–50 characters, readable.
 * Names stored before this rule are left as they are; the rule applies when a name is saved.
 */
export const personNameText = z
  .string({ required_error: refusals.name_required, invalid_type_error: refusals.name_required })
  .trim()
  .min(1, refusals.name_required)
  .max(50, refusals.name_too_long)
  .refine(isReadableName, refusals.name_unreadable);

/**
 * A dharma name as the membership keeps it: trimmed, at most 30 characters (the column's size),
 * readable when given (empty means none, where a form allows clearing it).
 */
const religionName = z
  .string({ required_error: refusals.religion_name_required, invalid_type_error: refusals.religion_name_required })
  .trim()
  .max(30, refusals.religion_name_too_long);
export const religionNameText = religionName.refine((name) => name === '' || isReadableName(name), refusals.religion_name_unreadable);
/** The dharma name of a membership application, where it cannot be left empty. */
export const requiredReligionName = religionName
  .min(1, refusals.religion_name_required)
  .refine(isReadableName, refusals.religion_name_unreadable);

/**
 * PATCH /api/v1/member — the learner's own name, (optional) mobile phone and dharma name. An empty
 * phone clears it. The dharma name is the one of their temple membership: left out it stays as it
 * is (a client that only edits name and phone must not erase it), empty clears it, otherwise 1–30
 * characters as in the membership application.
 */
export const memberProfileSchema = z
  .object({
    name: personNameText,
    phone: z
      .string({ invalid_type_error: refusals.phone_invalid })
      .max(30, refusals.phone_invalid)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return null;
        const phone = normalisePhone(value);
        if (!phone) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusals.phone_invalid });
        return phone;
      }),
    religion_name: religionNameText.transform((value) => (value === '' ? null : value)).optional(),
  })
  .strict(refusals.member_payload_invalid);
export type MemberProfileInput = z.input<typeof memberProfileSchema>;

/**
 * What a learner types to delete their account. Deletion cannot be undone, so a tick of a box
 * (easy to give by mistake) is not enough: the words must be typed.
 */
export const ACCOUNT_DELETION_PHRASE = '탈퇴합니다';

/** POST /api/v1/me/delete — the typed confirmation. */
export const accountDeletionSchema = z
  .object({
    confirm: z
      .string({ required_error: refusals.account_delete_phrase, invalid_type_error: refusals.account_delete_phrase })
      .max(50, refusals.account_delete_phrase)
      .transform((value) => value.trim())
      .refine((value) => value === ACCOUNT_DELETION_PHRASE, refusals.account_delete_phrase),
  })
  .strict(refusals.account_delete_payload_invalid);
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

/** GET /api/v1/member/page — everything the member page shows, in one read. */
export interface MemberPage {
  name: string | null;
  /** As Kakao gave it at sign-in (null for an account without one). */
  email: string | null;
  phone: string | null;
  membership: {
    religion_name: string | null;
    status: string;
    membership_number: string | null;
    consented_at: string | null;
    privacy_policy_version: string | null;
  } | null;
  consents: { kind: 'privacy' | 'membership'; version: string | null; at: string }[];
  /** Each kind of notice the learner may turn on or off, and whether it is on. */
  notices: { kind: NoticeKind; on: boolean }[];
  /** Where notices go (another confirmed address, else `email`) and the daily reminder's time. */
  notice_settings: NoticeSettings;
}
