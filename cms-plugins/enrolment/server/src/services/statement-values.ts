import type { StatementColumnRole } from '@dharma/config/rules';

/**
 * The words of a bank statement: what its header cells mean and how its cells read as an amount,
 * a date and a time. Pure text in, values out; the statement file's reader and the deposit lines
 * use them.
 */

/**
 * Header words per role, best first: when a statement has several (신한's 적요 holds the kind of
 * transfer, its 내용 the payer's name), the earlier word is the column meant. Compared without
 * spaces or a bracketed unit, so '보낸 분' and '입금(원)' count.
 */
export const HEADER_WORDS: Record<StatementColumnRole, readonly string[]> = {
  date: ['거래일시', '입금일시', '거래일자', '입금일자', '입금일', '거래일', '거래날짜', '일자', '날짜', '일시'],
  depositor: [
    '입금자명',
    '입금자',
    '보낸분',
    '보낸분/받는분',
    '받는분/보낸분',
    '보낸사람',
    '입금의뢰인',
    '의뢰인',
    '받는분통장표시',
    '기재내용',
    '거래기록사항',
    '내용',
    '거래내용',
    '적요',
  ],
  amount: ['입금액', '입금금액', '맡기신금액', '입금', '거래금액', '금액'],
};

/** Header words that are a statement's but never one of the three columns: they only help find the header row. */
const OTHER_HEADER_WORDS = [
  '거래시간',
  '시간',
  '찾으신금액',
  '출금액',
  '출금금액',
  '출금',
  '잔액',
  '거래후잔액',
  '구분',
  '거래구분',
  '거래점',
];

/** A header cell as compared with the header words. */
function headerKey(header: string): string {
  return header.replace(/\([^)]*\)/g, '').replace(/\s+/g, '');
}

/** Which role a header's words name, with its rank among that role's words (lower is better), or null. */
export function headerRole(header: string): { role: StatementColumnRole; rank: number } | null {
  const key = headerKey(header);
  for (const role of Object.keys(HEADER_WORDS) as StatementColumnRole[]) {
    const rank = HEADER_WORDS[role].indexOf(key);
    if (rank >= 0) return { role, rank };
  }
  return null;
}

/** Whether a cell reads as one of a statement's header words (used to find the header row under title rows). */
export function isHeaderWord(cell: string): boolean {
  return headerRole(cell) !== null || OTHER_HEADER_WORDS.includes(headerKey(cell));
}

/** Whether a header names a time-of-day column (banks that split 거래일자 and 거래시간). */
export function isTimeHeader(header: string): boolean {
  return /시간|시각/.test(header);
}

/** A cell as text staff read: trimmed, inner whitespace one space. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Whole won of money in, or null when the cell is not a deposit: empty, not a number, a fraction
 * of a won, zero, or negative ('-130,000' and '(130,000)' are how signed columns write a
 * withdrawal). Only plain numbers read, so a formula-like cell ('=1+2', '-1+2', '@SUM') is never an amount.
 */
export function parseAmount(text: string): number | null {
  const plain = text
    .replace(/\s+/g, '')
    .replace(/^\+?(?:[₩￦\\]|KRW)/i, '')
    .replace(/(?:원|KRW)$/i, '');
  const match = /^\+?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match || (match[2] !== undefined && /[^0]/.test(match[2]))) return null;
  const amount = Number(match[1].replace(/,/g, ''));
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** 'HH:MM' or 'HH:MM:SS' (as written, seconds kept) from '13:05', '13:05:22', '130522', '오후 1:05:22'; else null. */
export function parseTime(text: string): string | null {
  const match = /^(오전|오후|AM|PM)?\s*(\d{1,2}):?(\d{2})(?::?(\d{2}))?(?:\.\d+)?\s*(오전|오후|AM|PM)?$/i.exec(text.trim());
  if (!match) return null;
  const [, before, h, m, s, after] = match;
  const half = (before ?? after ?? '').toUpperCase();
  let hour = Number(h);
  if (half && (hour < 1 || hour > 12)) return null;
  if (half === '오후' || half === 'PM') hour = (hour % 12) + 12;
  else if (half === '오전' || half === 'AM') hour %= 12;
  if (hour > 23 || Number(m) > 59 || (s !== undefined && Number(s) > 59)) return null;
  return `${String(hour).padStart(2, '0')}:${m}${s === undefined ? '' : `:${s}`}`;
}

const DATE_PATTERNS = [
  // 2026.11.24, 2026-11-24, 2026/11/24, 2026. 11. 24., 2026년 11월 24일, 26.11.24
  /^(\d{4}|\d{2})\s*(?:[./-]|년)\s*(\d{1,2})\s*(?:[./-]|월)\s*(\d{1,2})\s*(?:일|\.)?(?:[\sT]+(.+))?$/,
  // 20261124, 20261124 130522, 20261124130522
  /^(\d{4})(\d{2})(\d{2})(?:\s*(\d{4}(?:\d{2})?|\d{1,2}:.+))?$/,
];

/**
 * The day (`YYYY-MM-DD`) and time of day ('' when the cell has none) a statement cell gives, or
 * null when it is not a real date. A two-digit year is this century's ('26.11.24' is 2026-11-24):
 * banks write only year-month-day order, so it cannot be mistaken for a month.
 */
export function parseStatementDate(text: string): { date: string; time: string } | null {
  const trimmed = collapse(text);
  for (const pattern of DATE_PATTERNS) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const [, y, mo, d, rest] = match;
    const year = y.length === 2 ? 2000 + Number(y) : Number(y);
    const day = new Date(Date.UTC(year, Number(mo) - 1, Number(d)));
    if (year < 2000 || year > 2099 || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return null;
    const time = rest === undefined ? '' : parseTime(rest);
    if (time === null) return null;
    return { date: day.toISOString().slice(0, 10), time };
  }
  return null;
}
