// The channels a notice goes by: e-mail, and KakaoTalk notification messages (알림톡) through a
// message provider, with the provider's own text-message fallback. Which kind may go by KakaoTalk,
// what a learner chose, the quiet hours, the mobile number's confirmation and what each message
// costs. The words of each KakaoTalk template are beside the e-mail words (words/notices.ts).
import { koreanDay } from './korean-time';
import { noticeChoices, type NoticeKind } from './notices';

export const NOTICE_CHANNELS = ['email', 'kakao'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/**
 * The kinds a 알림톡 may carry. Kakao allows notification messages only for information the
 * recipient needs about her own dealings (an application, a payment, an approval, a cancellation,
 * her own study and writing); announcements, the application window opening (an invitation) and
 * anything promotional stay e-mail only. The deleted account's receipt goes to the address it had
 * (the number went with the account), and the address confirmation to the address it confirms.
 */
export const KAKAO_KINDS = [
  'application_received',
  'payment_approved',
  'application_cancelled',
  'writing_hidden',
  'volunteer_confirmed',
  'term_result',
  'daily_reminder',
] as const satisfies readonly NoticeKind[];
export type KakaoKind = (typeof KAKAO_KINDS)[number];
export const isKakaoKind = (kind: NoticeKind): kind is KakaoKind => (KAKAO_KINDS as readonly string[]).includes(kind);

/** What a learner chose for a kind that may go by KakaoTalk. */
export const CHANNEL_CHOICES = ['kakao', 'email', 'both'] as const;
export type ChannelChoice = (typeof CHANNEL_CHOICES)[number];

/**
 * The choice a kind has when the learner made none: KakaoTalk when a confirmed mobile number is on
 * file (that is where Korean learners read), else e-mail. A kind KakaoTalk may not carry is e-mail.
 */
export function channelChoiceOf(kind: NoticeKind, stored: Readonly<Record<string, string>>, phone: string | null): ChannelChoice {
  if (!isKakaoKind(kind)) return 'email';
  const chosen = stored[kind];
  if (chosen === 'kakao' || chosen === 'email' || chosen === 'both') return chosen;
  return phone ? 'kakao' : 'email';
}

/**
 * The channels a notice of this kind goes by for a learner. A number not confirmed is never
 * messaged: without one, a choice of KakaoTalk goes by e-mail (nothing the learner asked for is
 * lost), and "both" is e-mail alone.
 */
export function channelsOf(kind: NoticeKind, stored: Readonly<Record<string, string>>, phone: string | null): NoticeChannel[] {
  const choice = channelChoiceOf(kind, stored, phone);
  if (!phone || choice === 'email') return ['email'];
  return choice === 'both' ? ['email', 'kakao'] : ['kakao'];
}

/** The stored channel choices after choosing one for a kind (only differences from the default are kept). */
export function withChannelChoice(
  stored: Readonly<Record<string, string>>,
  kind: KakaoKind,
  choice: ChannelChoice,
): Record<string, ChannelChoice> {
  const out: Record<string, ChannelChoice> = {};
  for (const k of KAKAO_KINDS) {
    const c = stored[k];
    if (k !== kind && (c === 'kakao' || c === 'email' || c === 'both')) out[k] = c;
  }
  out[kind] = choice;
  return out;
}

/** The kinds a learner chooses a channel for on the member page: those she may turn off and KakaoTalk may carry. */
export const CHANNEL_CHOICE_KINDS: readonly KakaoKind[] = KAKAO_KINDS.filter((k) => noticeChoices[k].optional);

/**
 * The key of a notice's KakaoTalk copy: the notice's own key (which the e-mail copy keeps, as every
 * notice written before this channel has it) with the channel after it. Each copy is one row of
 * the outbox, so each channel sends it once.
 */
export const channelKey = (key: string, channel: NoticeChannel): string => (channel === 'email' ? key : `${key}@${channel}`);
/** The key of the same notice's e-mail copy (the notice's own key), from either copy's key. */
export const emailKeyOf = (key: string): string => (key.endsWith('@kakao') ? key.slice(0, -'@kakao'.length) : key);

/**
 * Quiet hours: no KakaoTalk message between 21:00 and 08:00 Korean time but those about an
 * account or a payment, which a learner waits for (an application's payment details, a payment
 * confirmed, an application cancelled for want of it, the number's confirmation code). The law
 * bars only advertising at night; this is courtesy, since a phone rings. What falls in them is held
 * to 08:00. E-mail does not ring and is not held.
 */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
export const KAKAO_KINDS_AT_NIGHT: readonly NoticeKind[] = ['application_received', 'payment_approved', 'application_cancelled'];

/** When a KakaoTalk message of this kind may go if it is due at `at`: `at` itself, or the end of the quiet hours. */
export function kakaoSendableAt(kind: NoticeKind, at: Date): Date {
  if (KAKAO_KINDS_AT_NIGHT.includes(kind)) return at;
  const korea = new Date(at.getTime() + 9 * 3600_000);
  const hour = korea.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const until = new Date(korea);
  until.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) until.setUTCDate(until.getUTCDate() + 1);
  return new Date(until.getTime() - 9 * 3600_000);
}

/**
 * The copies a notice is written as, written at `at`: each channel the learner has it by, with
 * when it may go. A KakaoTalk copy inside the quiet hours is due at 08:00; a day's reminder that
 * would so wait past its day tells of a day gone, so it goes by e-mail instead (which rings
 * nothing at night), once, whatever else was chosen.
 */
export function copiesDue(kind: NoticeKind, channels: readonly NoticeChannel[], at: Date): Array<{ channel: NoticeChannel; due: Date }> {
  const kakaoAt = kakaoSendableAt(kind, at);
  const pastItsDay = kind === 'daily_reminder' && koreanDay(kakaoAt) !== koreanDay(at);
  const going = [...new Set(channels.map((c) => (c === 'kakao' && pastItsDay ? 'email' : c)))];
  return going.map((channel) => ({ channel, due: channel === 'kakao' ? kakaoAt : at }));
}

/**
 * A Korean mobile number as the provider takes it: digits only, 010 and eight more, or one of the
 * older 011, 016, 017, 018, 019 and seven or eight more. A learner may type it with hyphens or spaces.
 */
export const MOBILE_PATTERN = /^(010\d{8}|01[16789]\d{7,8})$/;
export const mobileOf = (typed: string): string | null => {
  const digits = typed.replace(/[\s-]/g, '');
  return MOBILE_PATTERN.test(digits) ? digits : null;
};
/** A number as a person reads it: 010-1234-5678. */
export const formatMobile = (digits: string): string =>
  digits.length === 11
    ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

/**
 * The mobile number's confirmation: a six-digit code sent to it as a text message, good for
 * PHONE_CODE_MINUTES and PHONE_CODE_TRIES wrong tries. A learner needs one code, or a few after a
 * typo or a lost message: five a Korean day per learner. A number receives at most three a day
 * whoever asks, so the form cannot be used to flood someone's phone. Counted in the database, so
 * every CMS process shares the count.
 */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODES_PER_LEARNER_PER_DAY = 5;
export const PHONE_CODES_PER_NUMBER_PER_DAY = 3;
export const PHONE_CODE_PATTERN = /^\d{6}$/;

/**
 * What the provider reports of a KakaoTalk notice: delivered as 알림톡, delivered by the fallback as
 * a short or long text message, or failed (no KakaoTalk and the fallback off, a wrong number).
 * Unknown until the provider has a result.
 */
export const KAKAO_OUTCOMES = ['ata', 'sms', 'lms', 'failed'] as const;
export type KakaoOutcome = (typeof KAKAO_OUTCOMES)[number];

/**
 * What one message costs, in won, as the provider charged it at the published rates of 2026
 * (알림톡 8–10, SMS 12–20, LMS 39–50 won; a failed message is not charged). The staff notices page
 * multiplies the month's counts by these, so the temple sees what the channel costs; change them
 * here when the contract's rates change.
 */
export const KAKAO_PRICES_WON: Record<Exclude<KakaoOutcome, 'failed'>, number> = { ata: 9, sms: 16, lms: 45 };

/**
 * How many KakaoTalk notices one group carries: the provider takes up to 10,000 messages a request;
 * a thousand keeps each request's body near half a megabyte and a pass's claim as long as e-mail's.
 */
export const KAKAO_GROUP_MAX = 1000;

/** A text message of at most this many bytes (Hangul two each, as carriers count) is an SMS; longer is an LMS. */
export const SMS_MAX_BYTES = 90;
export const smsBytes = (text: string): number => [...text].reduce((n, c) => n + (c.charCodeAt(0) < 128 ? 1 : 2), 0);

/**
 * One month of one channel from the outbox's counts (by state and outcome): sent, fell back to a
 * text message, failed, and the cost at KAKAO_PRICES_WON (a 알림톡 whose outcome is not known yet is
 * priced as a 알림톡; e-mail costs the school nothing per message).
 */
export function channelMonth(
  channel: NoticeChannel,
  counts: ReadonlyArray<{ state: string; outcome: KakaoOutcome | null; n: number }>,
): { sent: number; fell_back: number; failed: number; cost_won: number } {
  let sent = 0;
  let fellBack = 0;
  let failed = 0;
  let cost = 0;
  for (const { state, outcome, n } of counts) {
    if (state === 'dead') {
      failed += n;
      continue;
    }
    sent += n;
    if (channel !== 'kakao') continue;
    if (outcome === 'failed') failed += n;
    else if (outcome === 'sms' || outcome === 'lms') {
      fellBack += n;
      cost += n * KAKAO_PRICES_WON[outcome];
    } else cost += n * KAKAO_PRICES_WON.ata;
  }
  return { sent, fell_back: fellBack, failed, cost_won: cost };
}
