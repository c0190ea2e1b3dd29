/**
 * Security rules shared by web and the CMS: which content types hold learners' personal data
 * (and so stay out of the editors' panel), how large a request may be, how often a learner may
 * write, which media files may be shown inline, which links editors may type, and how long a
 * staff sign-in may reach the back office. Pure values and functions, free of dependencies.
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
  // address), the learner's choices and other address, the addresses asked to be confirmed.
  'plugin::notices.notice',
  'plugin::notices.choice',
  'plugin::notices.confirmation',
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
 * Media types editors may upload to the media library, and the only ones web shows inline:
 * pictures for banners, course images and lessons, and PDF for handouts. Not SVG (a picture that
 * can carry script), not HTML or JavaScript (pages and code on the site's own origin), and no
 * audio or video: lessons embed YouTube. Anything else already in the uploads folder is served
 * as a download in a sandbox.
 */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'application/pdf'] as const;
/** The file name endings of those types: an upload must end in one of them. */
export const MEDIA_EXTENSIONS: Readonly<Record<string, (typeof MEDIA_TYPES)[number]>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};
const inlineMedia: ReadonlySet<string> = new Set(MEDIA_TYPES);

/**
 * Whether a file as an upload names it may go to the media library: its name ends in an allowed
 * type, and the type the browser declared (when it declared one) is that type. Strapi then also
 * reads the file's first bytes and refuses content of another type (an HTML page named .png).
 */
export function isAllowedUpload(fileName: string, declaredType: string | null | undefined): boolean {
  const dot = fileName.lastIndexOf('.');
  const byName = dot >= 0 ? MEDIA_EXTENSIONS[fileName.slice(dot).toLowerCase()] : undefined;
  if (!byName) return false;
  const declared = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  return declared === '' || declared === 'application/octet-stream' || declared === byName;
}
/** Whether a media file of this Content-Type may be shown inline (its parameters ignored). */
export function isInlineMedia(contentType: string | null | undefined): boolean {
  return inlineMedia.has((contentType ?? '').split(';')[0]!.trim().toLowerCase());
}

/**
 * Per-minute limits. `address` counts per client address (no sign-in yet, or a public check);
 * `learner` per signed-in user, so one account cannot flood the database from many addresses.
 * Counts live in the database, shared by every CMS process. A refused request gets 429 with
 * Retry-After and writes nothing. The environment may set each (RATE_LIMIT_<NAME>_PER_MINUTE).
 */
export const RATE_LIMITS = {
  /** Kakao sign-ins. */
  exchange: { per: 'address', perMinute: 20 },
  /** Token refreshes: one per page after the access token expired, a few tabs at once. */
  refresh: { per: 'address', perMinute: 60 },
  /** Task answers and a day's attendance: a day has a handful of tasks. */
  task: { per: 'learner', perMinute: 60 },
  /** Votes for the best verse and story (moving a vote is a vote). */
  vote: { per: 'learner', perMinute: 30 },
  /** Adding, changing and deleting volunteer entries. */
  volunteer: { per: 'learner', perMinute: 20 },
  /** Ticking lifestyle checks and adding or removing one's own practices. */
  lifestyle: { per: 'learner', perMinute: 60 },
  /** The member page: name, phone, dharma name, membership application and number. */
  member: { per: 'learner', perMinute: 10 },
  /** A certificate as PDF (drawn each time: ~50 ms of CPU). */
  certificate_pdf: { per: 'learner', perMinute: 10 },
  /** The whole of one's data as a zip (every section read and compressed). */
  my_data: { per: 'learner', perMinute: 5 },
  /** Checking a certificate code (public): slows down guessing codes. */
  certificate_check: { per: 'address', perMinute: 30 },
} as const satisfies Record<string, { per: 'address' | 'learner'; perMinute: number }>;
export type RateLimitBucket = keyof typeof RATE_LIMITS;
export type RateLimitEnvName = `RATE_LIMIT_${Uppercase<RateLimitBucket>}_PER_MINUTE`;
export const rateLimitEnvName = (bucket: RateLimitBucket): RateLimitEnvName =>
  `RATE_LIMIT_${bucket.toUpperCase()}_PER_MINUTE` as RateLimitEnvName;

/**
 * How every CSV we write is made for Excel: UTF-8 with a byte-order mark (Korean intact), CRLF
 * lines, and no cell a spreadsheet would run: one that starts with =, +, -, @, a tab or a carriage
 * return (a learner may type `=HYPERLINK(…)` as their name) gets a leading ' and stays text.
 * Numbers keep their sign. A cell holding a line break of either kind is quoted, so a lone CR
 * (which csv-stringify does not quote by itself) cannot start a row of its own.
 */
export const CSV_FOR_EXCEL = { bom: true, record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ } as const;

/** Volunteer entries one grade (one class of a learner) may hold: a term has 77 days. */
export const VOLUNTEER_ENTRIES_PER_GRADE = 100;

/** How long a staff announcement's subject and body may be: one mail, read on a phone. */
export const ANNOUNCEMENT_SUBJECT_MAX = 100;
export const ANNOUNCEMENT_BODY_MAX = 5000;

/**
 * The bank statement the office uploads: parsed in memory and never kept, so its size is bounded
 * before a byte is parsed (a year of a busy account's lines is far below both limits). A longer
 * statement is refused rather than half read.
 */
export const STATEMENT_MAX_BYTES = 4 * 1024 * 1024;
export const STATEMENT_MAX_MB = STATEMENT_MAX_BYTES / 1024 / 1024;
export const STATEMENT_MAX_LINES = 20_000;

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

/**
 * Links editors type (article and textbook links, the footer's inquiry and about links, banners,
 * links in rich text) may only lead to a web page: an absolute http(s) address or a path on this
 * site. `javascript:`, `data:` and the like would run or show something on our origin.
 */
export function isSafeLink(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const url = value.trim();
  if (url === '') return false;
  // Site-relative: one slash, never two (`//host` is another site) nor a backslash (browsers read `/\host` as `//host`).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a path may not carry
  if (url.startsWith('/')) return !/^\/[/\\]/.test(url) && !/[\u0000-\u001f\s]/.test(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The link to render, or null when it is not a safe one (it is then shown as text). */
export function safeHref(value: unknown): string | null {
  return isSafeLink(value) ? value.trim() : null;
}
