import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { messages } from '@dharma/config/words';
import {
  STATEMENT_COLUMN_ROLES,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_LINES,
  STATEMENT_MAX_ROWS,
  type DepositLine,
  type StatementColumns,
} from '@dharma/config/rules';
import { EnrolmentError } from '../errors';
import { collapse, headerRole, isHeaderWord, isTimeHeader, parseAmount, parseStatementDate, parseTime } from './statement-values';
import { STATEMENT_MAX_COLUMNS, xlsxRows } from './statement-xlsx';

export { parseAmount, parseStatementDate } from './statement-values';

/**
 * A bank's transaction export read into deposit lines: the file's bytes to a table of text cells,
 * which header is which column, and the money-in lines under those columns. Pure: the upload's
 * route and matching are elsewhere. Every bad file is an EnrolmentError with a Korean message, so
 * staff never see a 5xx for a file.
 */

export interface StatementTable {
  /** The header row's cells: trimmed, inner whitespace collapsed, unique (a repeat gets ' (2)'). */
  headers: string[];
  /** The rows below the header, as wide as the header; blank rows kept so row numbers stay the file's. */
  rows: string[][];
  /** The header's row number in the file (1-based, as a spreadsheet shows it). */
  headerRow: number;
  format: 'csv-utf8' | 'csv-utf16' | 'csv-cp949' | 'xlsx';
}

/** How far down the header row is looked for: banks put a title, the account and the period above it. */
const HEADER_SEARCH_ROWS = 30;
/** The longest header kept: the column picker's field takes 60 characters. */
const HEADER_MAX_LENGTH = 60;
const DEPOSITOR_MAX_LENGTH = 60;

const refusal = (message: string) => new EnrolmentError('invalid', message);

/** Reads an uploaded statement file into text cells. Throws EnrolmentError('invalid', messages.statement_…) for every bad file. */
export async function readStatementTable(bytes: Buffer, fileName: string): Promise<StatementTable> {
  if (bytes.length > STATEMENT_MAX_BYTES) throw refusal(messages.statement_too_large);
  if (bytes.length === 0) throw refusal(messages.statement_empty);
  if (bytes.subarray(0, 4).toString('latin1') === 'PK\x03\x04') return tableOf(await xlsxRows(bytes), 'xlsx');
  // Korean banks' "Excel" download is often an HTML table named .xls; the content says so whatever the name.
  const start = bytes
    .subarray(0, 4096)
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '')
    .trimStart();
  const markup = start.startsWith('<') && /<(html|table|\?xml|!doctype)/i.test(start);
  if (bytes.subarray(0, 8).toString('hex') === 'd0cf11e0a1b11ae1' || markup || /\.xls$/i.test(fileName.trim())) {
    throw refusal(messages.statement_xls_refused);
  }
  const { text, format } = decoded(bytes);
  checkRowCount(text);
  return tableOf(csvRows(text), format);
}

/**
 * UTF-16 when the bytes start with its byte-order mark (Excel's "유니코드 텍스트" save, tab
 * separated), else UTF-8 when they are valid UTF-8 (the BOM dropped), else CP949, the default of
 * most Korean banks.
 */
function decoded(bytes: Buffer): { text: string; format: StatementTable['format'] } {
  let text: string;
  let format: StatementTable['format'] = 'csv-utf8';
  const mark = bytes.subarray(0, 2).toString('hex');
  if (mark === 'fffe' || mark === 'feff') {
    text = iconv.decode(bytes, mark === 'fffe' ? 'utf-16le' : 'utf-16be');
    format = 'csv-utf16';
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = iconv.decode(bytes, 'cp949');
      format = 'csv-cp949';
    }
  }
  // CP949 decodes any bytes at all, so an image or a binary file turns into text full of control
  // characters and replacement marks: a few stray ones are a bank's, many are not a text file.
  let odd = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) throw refusal(messages.statement_unreadable);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f || code === 0xfffd) odd++;
  }
  if (odd > text.length / 100) throw refusal(messages.statement_unreadable);
  return { text, format };
}

/**
 * Refuses text of more than STATEMENT_MAX_ROWS lines before csv-parse makes a row of each: blank
 * lines count too (they are rows of the file, kept so that row numbers stay the file's), and CR,
 * LF and CRLF each end one line, as csv-parse reads them.
 */
function checkRowCount(text: string): void {
  const tooMany = () => refusal(messages.statement_too_many_lines);
  let breaks = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code === 0x0a || (code === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) && ++breaks > STATEMENT_MAX_ROWS) throw tooMany();
  }
  const last = text.charCodeAt(text.length - 1);
  if (breaks + (last === 0x0a || last === 0x0d ? 0 : 1) > STATEMENT_MAX_ROWS) throw tooMany();
}

/** Tab when most of the first lines have more tabs than commas (some banks save TSV as .csv), else comma. */
function delimiterOf(text: string): string {
  let votes = 0;
  for (const line of text.slice(0, 64_000).split(/\r\n|\n|\r/, HEADER_SEARCH_ROWS + 10)) {
    const bare = line.replace(/"[^"]*"/g, '');
    votes += Math.sign(bare.split('\t').length - bare.split(',').length);
  }
  return votes > 0 ? '\t' : ',';
}

function csvRows(text: string): string[][] {
  try {
    // Blank lines are kept (not skip_empty_lines) so that a row's index is its row number in the file.
    return parse(text, { delimiter: delimiterOf(text), relax_column_count: true, relax_quotes: true, trim: true }) as string[][];
  } catch {
    throw refusal(messages.statement_unreadable);
  }
}

const isBlank = (cells: string[]) => cells.every((c) => c === '');

/** The header row: the first with two header words, else the first with three filled cells. */
function headerIndexOf(rows: string[][]): number {
  const top = rows.slice(0, HEADER_SEARCH_ROWS);
  const byWords = top.findIndex((cells) => cells.filter(isHeaderWord).length >= 2);
  return byWords >= 0 ? byWords : top.findIndex((cells) => cells.filter((c) => c !== '').length >= 3);
}

/** A spreadsheet's column letter (0 → A, 26 → AA), the name of a column whose header is empty. */
function columnLetter(index: number): string {
  return (index >= 26 ? columnLetter(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
}

function headersOf(cells: string[]): string[] {
  let width = cells.length;
  while (width > 0 && cells[width - 1] === '') width--;
  const used = new Set<string>();
  return cells.slice(0, width).map((cell, i) => {
    const base = (cell || `(${columnLetter(i)})`).slice(0, HEADER_MAX_LENGTH);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base.slice(0, HEADER_MAX_LENGTH - 6)} (${n})`;
    used.add(name);
    return name;
  });
}

function tableOf(raw: string[][], format: StatementTable['format']): StatementTable {
  const rows = raw.map((cells) => cells.slice(0, STATEMENT_MAX_COLUMNS).map(collapse));
  while (rows.length > 0 && isBlank(rows[rows.length - 1])) rows.pop();
  if (rows.length === 0) throw refusal(messages.statement_empty);
  const header = headerIndexOf(rows);
  if (header < 0) throw refusal(messages.statement_unreadable);
  const data = rows.slice(header + 1);
  const filled = data.filter((cells) => !isBlank(cells)).length;
  if (filled === 0) throw refusal(messages.statement_empty);
  if (filled > STATEMENT_MAX_LINES) throw refusal(messages.statement_too_many_lines);
  const headers = headersOf(rows[header]);
  return { headers, rows: data.map((cells) => headers.map((_, i) => cells[i] ?? '')), headerRow: header + 1, format };
}

/**
 * Which header is which column: `chosen` (staff's pick, header names) wins, then `remembered` (the
 * bank's last choice) when all its headers are present, then detection by header words. Missing
 * roles are left out. A chosen name not among the headers is kept, so depositLinesOf says so
 * rather than quietly reading another column.
 */
export function detectColumns(
  headers: string[],
  chosen: Partial<StatementColumns> = {},
  remembered: StatementColumns | null = null,
): Partial<StatementColumns> {
  const columns: Partial<StatementColumns> = {};
  const usable = remembered && STATEMENT_COLUMN_ROLES.every((role) => headers.includes(remembered[role])) ? remembered : null;
  for (const role of STATEMENT_COLUMN_ROLES) {
    const pick = chosen[role] ? collapse(chosen[role]) : '';
    if (pick) columns[role] = pick;
    else if (usable) columns[role] = usable[role];
  }
  const taken = new Set(Object.values(columns));
  for (const role of STATEMENT_COLUMN_ROLES) {
    if (columns[role] !== undefined) continue;
    let best: { header: string; rank: number } | null = null;
    for (const header of headers) {
      const found = headerRole(header);
      if (found?.role === role && !taken.has(header) && (!best || found.rank < best.rank)) best = { header, rank: found.rank };
    }
    if (best) {
      columns[role] = best.header;
      taken.add(best.header);
    }
  }
  return columns;
}

/**
 * The deposits of a table under these columns: money-in lines only. A filled row whose date or
 * amount does not read (a withdrawal, a total, a note) is counted in `skipped`; blank rows are not.
 */
export function depositLinesOf(table: StatementTable, columns: StatementColumns): { lines: DepositLine[]; skipped: number } {
  const indexOf = (name: string) => {
    const index = table.headers.indexOf(name);
    if (index < 0) throw refusal(messages.statement_column_unknown);
    return index;
  };
  const [date, depositor, amount] = [indexOf(columns.date), indexOf(columns.depositor), indexOf(columns.amount)];
  // Banks that split the day and the time (거래일자 + 거래시간) give the time in a column of its own.
  const timeColumn = table.headers.findIndex((h, i) => ![date, depositor, amount].includes(i) && isTimeHeader(h));
  const lines: DepositLine[] = [];
  const seen = new Map<string, number>();
  let skipped = 0;
  table.rows.forEach((cells, i) => {
    if (isBlank(cells)) return;
    const when = parseStatementDate(cells[date]);
    const won = parseAmount(cells[amount]);
    if (!when || won === null) {
      skipped++;
      return;
    }
    const time = when.time || (timeColumn >= 0 ? (parseTime(cells[timeColumn]) ?? '') : '');
    const name = cells[depositor]
      .normalize('NFC')
      .slice(0, DEPOSITOR_MAX_LENGTH)
      .replace(/[\ud800-\udbff]$/, '')
      .trim();
    const key = JSON.stringify([when.date, time, name, won]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    lines.push({ row: table.headerRow + 1 + i, date: when.date, time, depositor: name, amount: won, occurrence });
  });
  return { lines, skipped };
}
