// The learner's notice settings between web and the CMS: the member page's choices and address,
// and the stop and confirmation links' requests as web passes them on.
import { z } from 'zod';
import { NOTICE_KINDS, REMINDER_TIME, type NoticeKind } from '../rules/notices';
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
}
