import type { NoticeKind, NoticeSettings } from './notices';
import { z } from 'zod';
import { messages } from './messages';

/**
 * A Korean mobile number in its one stored form, 010-1234-5678 (or 011-123-4567 for the old
 * 3-digit middle part); null when `value` is not one. Spaces, dots and dashes between the parts
 * are accepted, as people type them.
 */
export function normalisePhone(value: string): string | null {
  const digits = value.trim().replace(/[\s.-]/g, '');
  const match = /^(01[016789])(\d{3,4})(\d{4})$/.exec(digits);
  if (!match) return null;
  // 010 numbers always have a 4-digit middle part.
  if (match[1] === '010' && match[2].length !== 4) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/**
 * A Korean telephone number, mobile or landline, written the usual way with hyphens: 010-1234-5678,
 * 02-123-4567, 031-1234-5678, 070-1234-5678; null when it is not one. Seoul's area code is two
 * digits, the others three.
 */
export function normaliseKoreanPhone(value: string): string | null {
  const mobile = normalisePhone(value);
  if (mobile) return mobile;
  const digits = value.trim().replace(/[\s.()-]/g, '');
  const seoul = /^(02)(\d{3,4})(\d{4})$/.exec(digits);
  const other = /^(0(?:[3-6][1-5]|70|80))(\d{3,4})(\d{4})$/.exec(digits);
  const match = seoul ?? other;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * Characters a reader cannot see or that steer the text around them: control characters, format
 * characters (zero-width spaces and joiners, direction overrides), private-use characters, line
 * and paragraph separators, and the Hangul fillers, which are letters to Unicode but blank on
 * screen (a favourite for "empty" names).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\u2028\u2029\u115F\u1160\u3164\uFFA0]/u;

/**
 * Whether a (trimmed) name is one people can read: at least one letter of any script, nothing
 * invisible. A name of a quote mark or an emoji alone shows staff nothing they can call a person
 * by. Spaces, dots, hyphens and apostrophes between letters stay allowed (Jane O'Neil, 김 민수).
 */
export function isReadableName(name: string): boolean {
  return /\p{L}/u.test(name) && !INVISIBLE.test(name);
}

/**
 * A person's name as learners type it (sign-up, the member page): trimmed, 1–50 characters, readable.
 * Names stored before this rule are left as they are; the rule applies when a name is saved.
 */
export const personNameText = z
  .string({ required_error: messages.name_required, invalid_type_error: messages.name_required })
  .trim()
  .min(1, messages.name_required)
  .max(50, messages.name_too_long)
  .refine(isReadableName, messages.name_unreadable);

/**
 * A dharma name as the membership keeps it: trimmed, at most 30 characters (the column's size),
 * readable when given (empty means none, where a form allows clearing it).
 */
const religionName = z
  .string({ required_error: messages.religion_name_required, invalid_type_error: messages.religion_name_required })
  .trim()
  .max(30, messages.religion_name_too_long);
export const religionNameText = religionName.refine((name) => name === '' || isReadableName(name), messages.religion_name_unreadable);
/** The dharma name of a membership application, where it cannot be left empty. */
export const requiredReligionName = religionName
  .min(1, messages.religion_name_required)
  .refine(isReadableName, messages.religion_name_unreadable);

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
      .string({ invalid_type_error: messages.phone_invalid })
      .max(30, messages.phone_invalid)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return null;
        const phone = normalisePhone(value);
        if (!phone) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.phone_invalid });
        return phone;
      }),
    religion_name: religionNameText.transform((value) => (value === '' ? null : value)).optional(),
  })
  .strict(messages.member_payload_invalid);
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
      .string({ required_error: messages.account_delete_phrase, invalid_type_error: messages.account_delete_phrase })
      .max(50, messages.account_delete_phrase)
      .transform((value) => value.trim())
      .refine((value) => value === ACCOUNT_DELETION_PHRASE, messages.account_delete_phrase),
  })
  .strict(messages.account_delete_payload_invalid);
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
