// The learner's notice settings between web and the CMS: the member page's choices and address,
// and the stop and confirmation links' requests as web passes them on.
import { z } from 'zod';
import { NOTICE_KINDS, REMINDER_TIME, type NoticeKind } from '../rules/notices';
import {
  CHANNEL_CHOICE_KINDS,
  CHANNEL_CHOICES,
  PHONE_CODE_PATTERN,
  mobileOf,
  type ChannelChoice,
  type KakaoKind,
} from '../rules/notice-channels';
import { refusals } from './refusals';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The one-click stop link's request, as web passes it on: the learner, the kind and the link's signature. */
export const noticeStopSchema = z.object({
  learner: z.coerce.number().int().min(1),
  kind: z.enum(NOTICE_KINDS as [NoticeKind, ...NoticeKind[]]),
  token: z.string().min(10).max(100),
});
export type NoticeStop = z.infer<typeof noticeStopSchema>;

/** The member page's notice form: the kinds to have on (every other optional kind is off). */
export const noticeChoicesSchema = z.object({
  on: z.array(z.enum(NOTICE_KINDS as [NoticeKind, ...NoticeKind[]])).max(NOTICE_KINDS.length),
  /** The daily reminder's time, Korea's clock; left out, the stored time stays. */
  reminder_at: z
    .string({ invalid_type_error: refusals.notice_reminder_time_invalid })
    .regex(REMINDER_TIME, refusals.notice_reminder_time_invalid)
    .optional(),
  /** Where each kind KakaoTalk may carry goes: KakaoTalk, e-mail or both; left out, the stored choice stays. */
  channels: z
    .record(
      z.enum(CHANNEL_CHOICE_KINDS as [KakaoKind, ...KakaoKind[]], { errorMap: () => ({ message: refusals.notice_channel_invalid }) }),
      z.enum(CHANNEL_CHOICES, { errorMap: () => ({ message: refusals.notice_channel_invalid }) }),
    )
    .optional(),
});

/** The member page's mobile number: a code is sent to it; null takes the number off (notices go by e-mail). */
export const noticePhoneSchema = z.object({
  phone: z
    .string({ invalid_type_error: refusals.notice_phone_invalid })
    .max(20, refusals.notice_phone_invalid)
    .transform((v, ctx) => {
      const digits = mobileOf(v);
      if (!digits) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusals.notice_phone_invalid });
      return digits ?? '';
    })
    .nullable(),
});

/** The code the learner read in the text message. */
export const noticePhoneConfirmSchema = z.object({
  code: z
    .string({ invalid_type_error: refusals.notice_phone_code_invalid, required_error: refusals.notice_phone_code_invalid })
    .trim()
    .regex(PHONE_CODE_PATTERN, refusals.notice_phone_code_invalid),
});

export const noticeAddressSchema = z.object({
  address: z
    .string({ invalid_type_error: refusals.notice_address_invalid })
    .trim()
    .toLowerCase()
    .max(254, refusals.notice_address_invalid)
    .email(refusals.notice_address_invalid)
    .nullable(),
});

/** The confirmation link's request, as web passes it on: learner, address, last day and signature. */
export const noticeConfirmSchema = z.object({
  learner: z.coerce.number().int().min(1),
  address: z.string().trim().toLowerCase().max(254).email(),
  expires: isoDate,
  token: z.string().min(10).max(100),
});
export type NoticeConfirm = z.infer<typeof noticeConfirmSchema>;

/** Where a learner's notices go and when the reminder comes, as the member page shows them. */
export interface NoticeSettings {
  /** Another address the learner confirmed; notices go there instead of Kakao's. */
  address: string | null;
  reminder_at: string;
  /** The confirmed mobile number KakaoTalk messages go to (digits), or null. */
  phone: string | null;
  /** A number a code was sent to and not yet confirmed, or null. */
  phone_pending: string | null;
  /** Where each kind KakaoTalk may carry goes, as chosen or by default. */
  channels: Record<KakaoKind, ChannelChoice>;
  /** Whether the school sends KakaoTalk messages at all (the provider's settings are there). */
  kakao_available: boolean;
}
