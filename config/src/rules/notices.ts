// The notices the school sends: each kind, the facts its message needs (one zod schema, checked
// when the notice is written and again when it is rendered), whether a learner may turn it off
// and whether it starts on, when a failed one is tried again and when the daily reminder is due.
// The notices plugin writes and sends; the words of each kind are in words/notices.ts.
import { z } from 'zod';
import { ISO_DAY_PATTERN } from './ids';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX } from './limits';

const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.string().regex(ISO_DAY_PATTERN);
const course = z.object({ name: text(100), code: text(40) });

/** The facts each kind carries: what the event knew when it happened. */
export const noticeFacts = {
  application_received: z.object({
    semester: text(60),
    courses: z.array(course).min(1).max(5),
    amount: z.number().int().min(0),
    /** After a paid application's change: what staff had confirmed, and what the office returns (the amount is then a difference). */
    paid: z.number().int().min(0).optional(),
    refund: z.number().int().min(0).optional(),
    account: text(200),
    depositor: text(60),
    due: isoDate.nullable(),
  }),
  payment_approved: z.object({ semester: text(60), courses: z.array(course).min(1).max(5), opens: isoDate }),
  application_cancelled: z.object({ semester: text(60), reason: text(500) }),
  writing_hidden: z.object({ course: course, day: z.number().int().min(1), what: z.enum(['verse', 'story']), reason: text(500) }),
  volunteer_confirmed: z.object({ date: isoDate, hours: z.number().min(0).max(24), activity: text(200) }),
  term_result: z.discriminatedUnion('passed', [
    z.object({ passed: z.literal(true), course: course, credits: z.number().int().min(0), certificate: z.string().url() }),
    z.object({
      passed: z.literal(false),
      course: course,
      percent: z.number().int().min(0).max(100),
      /** The next level already applied for in a later semester: the retake she may change to, until the day before its term. */
      next: z.object({ applied: course, retake: course, until: isoDate, link: z.string().url() }).optional(),
    }),
  ]),
  window_opening: z.object({ semester: text(60), from: isoDate, to: isoDate }),
  // The account is gone when this is sent: the address and name it had travel with the notice.
  account_deleted: z.object({ address: z.string().email().max(254), name: text(60) }),
  daily_reminder: z.object({
    course: course,
    day: z.number().int().min(1),
    link: z.string().url(),
    /** Other classes whose day is open and not done today as well (one reminder tells of all). */
    more: z.number().int().min(0).max(20),
  }),
  /** Staff's words to the paid learners of a class or a semester; `audience` names them ("2030 여름학기 법구경 5단계"). */
  announcement: z.object({ subject: text(ANNOUNCEMENT_SUBJECT_MAX), body: text(ANNOUNCEMENT_BODY_MAX), audience: text(200) }),
  address_confirmation: z.object({ address: z.string().email().max(254), link: z.string().url(), expires: isoDate }),
} as const;

/**
 * A learner's day open today and not done, as the daily reminder tells of it: what the study room
 * answers (its reminders service) and the notices plugin asks for (its port), declared once.
 */
export interface ReminderDay {
  learner: number;
  course: { name: string; code: string };
  day: number;
  /** The day's page on the site, a path (`dayHref`: `/studyroom/courses/<code>/<day>`). */
  href: string;
  /** Other classes of the learner with a day open and not done today. */
  more: number;
}

export type NoticeKind = keyof typeof noticeFacts;
export type NoticeFacts<K extends NoticeKind> = z.infer<(typeof noticeFacts)[K]>;
export const NOTICE_KINDS = Object.keys(noticeFacts) as NoticeKind[];

/**
 * Whether a learner may turn a kind off, and whether it starts on. What concerns their
 * application, payment, writing, volunteer hours, results and account starts on; the window
 * opening and the daily reminder are asked for. An account deletion's notice goes to the address
 * the account had, once, and cannot be turned off (it is the receipt of the deletion).
 */
export const noticeChoices: Record<NoticeKind, { optional: boolean; startsOn: boolean }> = {
  application_received: { optional: true, startsOn: true },
  payment_approved: { optional: true, startsOn: true },
  application_cancelled: { optional: true, startsOn: true },
  writing_hidden: { optional: true, startsOn: true },
  volunteer_confirmed: { optional: true, startsOn: true },
  term_result: { optional: true, startsOn: true },
  window_opening: { optional: true, startsOn: false },
  account_deleted: { optional: false, startsOn: true },
  daily_reminder: { optional: true, startsOn: false },
  announcement: { optional: true, startsOn: true },
  // Asked for by the learner, and goes only to the address being confirmed.
  address_confirmation: { optional: false, startsOn: true },
};

/**
 * When a notice whose sending failed is tried again, counted from the failure: the n-th failure
 * waits the n-th step. After the last step's try fails the notice is dead (staff see it).
 */
export const NOTICE_RETRY_STEPS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000] as const;
export const NOTICE_MAX_ATTEMPTS = NOTICE_RETRY_STEPS_MS.length + 1;

/**
 * When the mail server refuses the school rather than a recipient (a wrong password, a sending
 * quota, a refused connection, anything not about the address), no notice is at fault: the sender
 * stops its pass, every notice stays waiting (none dead for it) and sending pauses for the retry
 * steps above, one more step per outage answer in a row, at most NOTICE_OUTAGE_PAUSE_MAX_MS so that
 * mail flows again within half an hour of the fix (48 tries a day of a long outage at most).
 */
export const NOTICE_OUTAGE_PAUSE_MAX_MS = 30 * 60_000;
export function noticeOutagePauseMs(outagesInARow: number): number {
  return Math.min(
    NOTICE_OUTAGE_PAUSE_MAX_MS,
    NOTICE_RETRY_STEPS_MS[Math.min(Math.max(0, outagesInARow - 1), NOTICE_RETRY_STEPS_MS.length - 1)]!,
  );
}

/**
 * How many messages the sending process hands to the mail server in any 60 seconds, unless
 * NOTICE_SEND_PER_MINUTE says otherwise (a provider's own limit). Five a second stays below the
 * common relays' per-second limits and still sends a school's reminders of one minute (some
 * hundreds) within a minute or two; what is over the limit waits in the outbox, unclaimed.
 */
export const NOTICE_SEND_PER_MINUTE = 300;

/**
 * How many SMTP connections the sending process keeps to the mail server and sends over side by
 * side, unless NOTICE_SEND_CONNECTIONS says otherwise. A message waits for four answers of the
 * server (MAIL FROM, RCPT TO, DATA, its end); on one connection that waiting, not the work, set
 * the pace (1,000 reminders in 6–13 s on a busy 2-core machine), and four connections overlap it
 * (decision 046). Common relays take a handful of connections from one client; the per-minute
 * limit above, spread over its seconds, holds whatever the number.
 */
export const NOTICE_SEND_CONNECTIONS = 4;

/**
 * How long the outbox keeps a notice that is finished (sent, dropped or dead): long enough for
 * staff to answer "did I get the mail?" and to see failures, short enough that the facts it
 * carries (names, courses, reasons) do not pile up. Waiting notices stay.
 */
export const NOTICE_KEEP_DAYS = 90;

/** When the next try of a notice that has now failed `attempts` times is due, or null: dead. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= NOTICE_MAX_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + NOTICE_RETRY_STEPS_MS[Math.max(0, attempts - 1)]!);
}

/** The sending job's schedule (node-schedule's six fields, seconds first) for a step of `seconds`. */
export function noticeSendRule(seconds: number): string {
  return seconds >= 60 ? '0 * * * * *' : `*/${Math.max(1, Math.floor(seconds))} * * * * *`;
}

/**
 * A notice's idempotency key: the kind and what makes the event itself one. A notice written in
 * its event's transaction exists once with it, so its key ends in a fresh id; a notice computed
 * from a schedule (the daily reminder) ends in what makes it one (learner and date), and the
 * unique key is what keeps it to one.
 */
export function noticeKey(kind: NoticeKind, ...parts: Array<string | number>): string {
  return [kind, ...parts.map(String)].join(':');
}

/**
 * The longest key the outbox stores (PostgreSQL's column is varchar(255)). A longer key (an address
 * confirmation's key carries the address, up to 254 characters) is stored as its first
 * NOTICE_KEY_READABLE characters, '#' and the sha256 of the whole key in hex: still one key per
 * notice, still readable by kind and learner. A key that fits is stored as it is, so every key
 * a database already holds still finds its notice.
 */
export const NOTICE_KEY_MAX = 255;
export const NOTICE_KEY_READABLE = NOTICE_KEY_MAX - 1 - 64;

/**
 * Kinds whose facts are personal data kept only to hand the message over: the sender empties
 * them once the mail server has taken it (a deleted account's address and name).
 */
export const NOTICE_FACTS_FORGOTTEN_ONCE_SENT: readonly NoticeKind[] = ['account_deleted'];

/**
 * Where a notice goes when its facts name the address themselves (the deleted account's receipt:
 * the account is gone when it is sent), else null: to the learner's address at sending time.
 */
export function ownAddressOf(facts: unknown): { to: string; name: string | null } | null {
  if (!facts || typeof facts !== 'object' || !('address' in facts) || typeof facts.address !== 'string') return null;
  return { to: facts.address, name: 'name' in facts && typeof facts.name === 'string' ? facts.name : null };
}

/** A notice as an event writes it: its idempotency key, kind, learner and the facts its message needs. */
export interface NoticeToAdd<K extends NoticeKind = NoticeKind> {
  key: string;
  kind: K;
  learner: number;
  facts: NoticeFacts<K>;
}

/**
 * The notices plugin's outbox as the other plugins reach it (through their ports): a notice
 * written inside the transaction of the event it tells of, kept or lost with it.
 */
export interface NoticesOutboxPort {
  add<K extends NoticeKind>(notice: NoticeToAdd<K>): Promise<boolean>;
  /** One notice of a kind with the same facts to each of many learners (those who turned it off left out); how many were added. */
  addMany<K extends NoticeKind>(kind: K, facts: NoticeFacts<K>, recipients: Array<{ key: string; learner: number }>): Promise<number>;
}

/**
 * A notice's life in the outbox: waiting (again, after a failure), being sent under a lease, sent,
 * dead after the last try, or dropped (the learner turned its kind off before it went).
 */
export const NOTICE_STATES = ['waiting', 'sending', 'sent', 'dead', 'dropped'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/**
 * Whether a kind is on for a learner whose stored choices changed these kinds from how they start.
 * A kind that cannot be turned off is always on.
 */
export function noticeIsOn(kind: NoticeKind, changed: readonly string[]): boolean {
  const { optional, startsOn } = noticeChoices[kind];
  if (!optional) return true;
  return changed.includes(kind) ? !startsOn : startsOn;
}

/** The stored choices after turning one kind on or off (only differences from how kinds start are kept). */
export function withNoticeChoice(changed: readonly string[], kind: NoticeKind, on: boolean): NoticeKind[] {
  const rest = changed.filter((k): k is NoticeKind => k !== kind && (NOTICE_KINDS as string[]).includes(k));
  return noticeChoices[kind].optional && on !== noticeChoices[kind].startsOn ? [...rest, kind].sort() : rest.sort();
}

/**
 * The kinds some event writes today. A kind joins when its event writes it (and its test reads
 * the delivered message): the member page never offers a choice about a notice nobody sends.
 */
export const NOTICE_KINDS_WRITTEN: readonly NoticeKind[] = [
  'application_received',
  'payment_approved',
  'application_cancelled',
  'writing_hidden',
  'volunteer_confirmed',
  'term_result',
  'window_opening',
  'account_deleted',
  'announcement',
  'daily_reminder',
];

/** The kinds a learner may turn on or off, in the catalogue's order. */
export const OPTIONAL_NOTICE_KINDS = NOTICE_KINDS.filter((k) => noticeChoices[k].optional && NOTICE_KINDS_WRITTEN.includes(k));

/**
 * The daily reminder. A learner chooses its time (HH:MM, Korea's clock, any minute); it starts at
 * REMINDER_DEFAULT_AT. Each scheduled tick writes the reminders whose time lies in
 * `reminderWindow(now)`: from REMINDER_CATCH_UP_MINUTES before now up to now, on today's Korean
 * date only. A tick that did not run (a restart, a slow minute) is so made up by the next one
 * within a quarter of an hour; a reminder later than that is skipped rather than arriving at an
 * hour nobody chose, and a time just before midnight is never sent the next morning. The key
 * (learner and date) keeps it to one a day whatever ticks overlap.
 */
export const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const REMINDER_DEFAULT_AT = '07:00';
export const REMINDER_CATCH_UP_MINUTES = 15;

/** The Korean date and the times (HH:MM, inclusive) whose reminders are due at `at`. */
export function reminderWindow(at: Date): { date: string; from: string; to: string } {
  const korea = new Date(at.getTime() + 9 * 3600_000).toISOString();
  const minutes = Number(korea.slice(11, 13)) * 60 + Number(korea.slice(14, 16));
  const start = Math.max(0, minutes - REMINDER_CATCH_UP_MINUTES);
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { date: korea.slice(0, 10), from: hhmm(start), to: hhmm(minutes) };
}

/**
 * Another address for notices, confirmed by a signed link sent to it (null: Kakao's again). The
 * link is good for ADDRESS_CONFIRM_DAYS; until it is opened nothing changes.
 */
export const ADDRESS_CONFIRM_DAYS = 7;

/**
 * How many address confirmations go out per Korean day (a day begins at 0:00 in Korea), counted
 * in the database so that every CMS process shares the count. A learner needs one, or a few after
 * a typo: five leaves room for mistakes and still keeps one account from sending more than five
 * messages a day carrying a name it chose. An address receives at most three a day whoever asks
 * (other accounts count too): enough for its owner to ask again, too few to flood a mailbox.
 * Asking again for the same address the same day sends nothing and counts nothing.
 */
export const ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY = 5;
export const ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
