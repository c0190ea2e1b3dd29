import { STATEMENT_MAX_BYTES } from '../rules/limits';

/**
 * Security rules of the running processes: which content types hold learners' personal data (and
 * so stay out of the editors' panel), how large a request may be, how CSV is written, and how
 * long a staff sign-in may reach the back office. The limits the school's rules also read
 * (rates, media types, links, statement sizes) are in rules/limits.ts.
 */

/**
 * Content types that hold a learner's personal data or study records. No admin-panel role but
 * the super admin holds any permission on them: the CMS revokes such permissions at start-up
 * (and logs each) and ignores any that appear between starts. Staff read and change these only
 * through the site's back office, where every read and change is audited.
 */
export const PERSONAL_DATA_TYPES = [
  // The learner account: real name, e-mail, phone, Kakao id, consents. The super admin keeps it
  // in the panel to give or take the Staff role and to block an account.
  'plugin::users-permissions.user',
  // Sign-in sessions of learners and staff.
  'admin::session',
  'plugin::enrolment.application',
  'plugin::enrolment.public-class-application',
  'plugin::enrolment.self-study-application',
  'plugin::enrolment.membership-application',
  // The depositor name carries the learner's name; a used deposit and a bank's statement columns
  // are the office's payment records.
  'plugin::enrolment.depositor-code',
  'plugin::enrolment.deposit-use',
  'plugin::enrolment.statement-format',
  'plugin::studyroom.task-response',
  'plugin::studyroom.day-completion',
  'plugin::studyroom.vote',
  'plugin::records.mentor-pair',
  'plugin::records.volunteer-entry',
  'plugin::records.access-log-entry',
  'plugin::records.audit-entry',
  'plugin::records.certificate',
  'plugin::records.own-practice',
  'plugin::records.lifestyle-check',
  'plugin::records.calendar-feed',
  // Notices: the facts each message carries (names, courses, reasons, a deleted account's
  // address), the learner's choices, other address and mobile number, the addresses asked to be
  // confirmed and the numbers codes were sent to; and the office's own switch (the KakaoTalk text
  // fallback), which is staff's in /admin and no panel role's, like a statement format.
  'plugin::notices.notice',
  'plugin::notices.choice',
  'plugin::notices.confirmation',
  'plugin::notices.phone-code',
  'plugin::notices.setting',
] as const;

/**
 * The learning plugins' content types that are editors' content (no learner's data in them).
 * Together with PERSONAL_DATA_TYPES they name every content type of our plugins: a new type must
 * be put in one list or the other (a test fails until it is).
 */
export const EDITORIAL_PLUGIN_TYPES = [
  'plugin::studyroom.lesson',
  'plugin::records.lifestyle-practice',
  'plugin::library.book',
  'plugin::library.passage',
  'plugin::library.playlist',
  'plugin::library.video',
] as const;

const personal: ReadonlySet<string> = new Set(PERSONAL_DATA_TYPES);
export const isPersonalDataType = (uid: unknown): boolean => typeof uid === 'string' && personal.has(uid);

/** The admin panel's own role code for super admins (Strapi's). */
export const SUPER_ADMIN_ROLE_CODE = 'strapi-super-admin';

/**
 * The largest request body web reads. Forms send a few KB; the longest is a task answer of 2,000
 * Korean characters, which a browser sends percent-encoded at 9 bytes a character (18 KB). Past
 * this, web answers 413 before any route reads the body.
 */
export const WEB_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * What the CMS parses. JSON carries both our API's bodies (a few KB) and the panel's documents
 * (the longest, the privacy policy with its version history, is ~100 KB); forms and text are not
 * used by either; files come only as uploads to the media library (UPLOAD_SIZE_LIMIT_BYTES).
 */
export const CMS_BODY_LIMITS = { json: '1mb', form: '64kb', text: '64kb' } as const;
export const UPLOAD_SIZE_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * How every CSV we write is made for Excel: UTF-8 with a byte-order mark (Korean intact), CRLF
 * lines, and no cell a spreadsheet would run: one that starts with =, +, -, @, a tab or a carriage
 * return (a learner may type `=HYPERLINK(…)` as their name) gets a leading ' and stays text.
 * Numbers keep their sign. A cell holding a line break of either kind is quoted, so a lone CR
 * (which csv-stringify does not quote by itself) cannot start a row of its own.
 */
export const CSV_FOR_EXCEL = { bom: true, record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ } as const;

/**
 * The one page whose form carries a file: the office's statement upload (and its matching
 * table's approval, a tick per line). Web reads a body this large for this path alone, and only
 * from a caller whose sealed session was signed in as staff: anyone else's post there is held to
 * every page's limit before a byte is read, so a flood of large posts from visitors or learners
 * costs web no more than small ones. The room beyond the file is the form's other fields and
 * multipart's framing.
 */
export const STATEMENT_PAGE_PATH = '/admin/approvals/statement';
export const STATEMENT_PAGE_BODY_LIMIT_BYTES = STATEMENT_MAX_BYTES + 512 * 1024;

/**
 * The largest body web reads for a request to this path (its query string aside). `staff` is
 * asked only where the answer depends on it (reading the session costs an unseal).
 */
export async function webBodyLimitOf(pathname: string, staff: () => Promise<boolean>): Promise<number> {
  if (pathname !== STATEMENT_PAGE_PATH) return WEB_BODY_LIMIT_BYTES;
  return (await staff()) ? STATEMENT_PAGE_BODY_LIMIT_BYTES : WEB_BODY_LIMIT_BYTES;
}

/**
 * Staff reach every learner's personal data, so a staff sign-in reaches the back office for a
 * shorter time than a learner's stays signed in: at most STAFF_SESSION_MAX_SECONDS after the Kakao
 * sign-in, and not after STAFF_SESSION_IDLE_SECONDS without a back-office request. After either,
 * /admin asks for a fresh Kakao sign-in; the learner's own pages are not affected.
 */
export const STAFF_SESSION_MAX_SECONDS = 12 * 60 * 60;
export const STAFF_SESSION_IDLE_SECONDS = 2 * 60 * 60;
/**
 * Seconds the CMS answers a verified access token from memory before reading its session and
 * user again: a sign-in ended in another CMS process is refused at most this much later.
 */
export const AUTH_CACHE_SECONDS = 10;
/** How stale the stored "last back-office request" may get before it is written again. */
export const STAFF_ACTIVITY_WRITE_SECONDS = 60;

/**
 * A refresh token used again after it was rotated is taken for a stolen copy, and the whole
 * sign-in ends — unless it comes within this many seconds of the rotation: the same browser's
 * second request that raced the first (two web processes, two tabs) is told to try again instead.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
