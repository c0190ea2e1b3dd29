/**
 * The school's limits and safety rules that both the rules and the platform read: how much a
 * learner may record, how long an announcement and a bank statement may be, how often a learner
 * may write, which media files and links are allowed. Pure values and functions, free of dependencies.
 */

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
