import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { messages } from '@dharma/config/words';
import { STATEMENT_MAX_LINES, STATEMENT_MAX_ROWS } from '@dharma/config/rules';
import { EnrolmentError } from '../errors';

/**
 * An uploaded XLSX statement as rows of text cells. ExcelJS's zip reader (JSZip) inflates every
 * entry it finds into memory before any of it is read, so the zip is walked first, the way JSZip
 * will walk it, and every entry is counted: a few hundred kilobytes can declare (or really hold)
 * gigabytes.
 */

/**
 * How much a statement's zip may unpack to. A 20,000-line export ExcelJS writes with ten columns
 * (dates, amounts, a different depositor and memo on every line) unpacks to 9.5 MB; this leaves more
 * than as much again for banks' styles and inline strings. ExcelJS holds many times what it reads
 * (a 33 MB workbook took it 390 MB and 3 s here), so the bound is kept near what a statement needs.
 */
export const XLSX_MAX_UNZIPPED = 24 * 1024 * 1024;

/** How many entries a statement's zip may have: a workbook is a dozen parts, and JSZip keeps an object for each. */
export const XLSX_MAX_ENTRIES = 1_000;

/** Columns read from each row: a statement has about ten; a cell far to the right would otherwise make every row that wide. */
export const STATEMENT_MAX_COLUMNS = 100;

const unreadable = () => new EnrolmentError('invalid', messages.statement_unreadable);
const tooLarge = () => new EnrolmentError('invalid', messages.statement_too_large);

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** A 32-bit field of all ones means "the real value is in a ZIP64 record": no statement needs one. */
const ZIP64 = 0xffffffff;

interface Entry {
  flags: number;
  method: number;
  packed: number;
  size: number;
  local: number;
}

/**
 * Refuses a zip that any zip reader could read differently from this walk, or that unpacks to more
 * than `limit` bytes. JSZip takes the last end record in the file, follows the central directory
 * from its offset for as long as entries follow one another (whatever count the end record gives),
 * and reads each entry's data from its local header, so: the end record must be the file's last
 * 22 bytes and its only one, the directory must fill exactly the space up to it with exactly the
 * entries the record counts, and the entries' local headers and data must tile the file before the
 * directory, each where the one before ends, with the same method and sizes as the directory says
 * (a reader walking local headers then finds the same entries). Encryption, ZIP64, several disks,
 * a comment and methods other than stored and deflate are refused. The sizes the directory declares
 * are checked first, then each entry is inflated, streaming, counting the bytes and dropping them,
 * and stopped as soon as it passes its declared size, because a declared size is only what the
 * file claims.
 */
export async function checkZip(bytes: Buffer, limit = XLSX_MAX_UNZIPPED): Promise<void> {
  const end = bytes.length - 22;
  if (end < 0 || bytes.readUInt32LE(end) !== END || bytes.lastIndexOf(END_SIGNATURE) !== end) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  const directory = bytes.readUInt32LE(end + 16);
  // The two disk numbers and the comment's length.
  const zeros = [bytes.readUInt16LE(end + 4), bytes.readUInt16LE(end + 6), bytes.readUInt16LE(end + 20)];
  if (zeros.some((v) => v !== 0) || bytes.readUInt16LE(end + 8) !== count || count === 0 || count > XLSX_MAX_ENTRIES) {
    throw unreadable();
  }
  if (directory + bytes.readUInt32LE(end + 12) !== end) throw unreadable();

  const entries: Entry[] = [];
  let declared = 0;
  for (let at = directory; at < end;) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL || entries.length === count) throw unreadable();
    const entry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      local: bytes.readUInt32LE(at + 42),
    };
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) throw unreadable();
    if (entry.size === ZIP64 || entry.packed === ZIP64 || entry.local === ZIP64) throw unreadable();
    if (entry.method === 0 && entry.packed !== entry.size) throw unreadable();
    declared += entry.size;
    if (declared > limit) throw tooLarge();
    entries.push(entry);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (at > end) throw unreadable();
  }
  if (entries.length !== count) throw unreadable();

  const parts: { entry: Entry; start: number }[] = [];
  let next = 0;
  for (const entry of [...entries].sort((a, b) => a.local - b.local)) {
    const { local } = entry;
    if (local !== next || local + 30 > directory || bytes.readUInt32LE(local) !== LOCAL) throw unreadable();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    next = start + entry.packed;
    if (next > directory || bytes.readUInt16LE(local + 8) !== entry.method) throw unreadable();
    const sizesAt = (at: number) => bytes.readUInt32LE(at) === entry.packed && bytes.readUInt32LE(at + 4) === entry.size;
    // Bit 3: the sizes follow the data (Java's and .NET's zip writers do this), with or without a signature.
    if (entry.flags & 8) {
      const signed = next + 4 <= directory && bytes.readUInt32LE(next) === DESCRIPTOR ? 4 : 0;
      if (next + signed + 12 > directory || !sizesAt(next + signed + 4)) throw unreadable();
      next += signed + 12;
    } else if (!sizesAt(local + 18)) throw unreadable();
    parts.push({ entry, start });
  }
  if (next !== directory) throw unreadable();

  for (const { entry, start } of parts) {
    if (entry.method !== 8) continue;
    const length = await inflatedLength(bytes.subarray(start, start + entry.packed), entry.size);
    if (length > entry.size) throw tooLarge();
    if (length < entry.size) throw unreadable();
  }
}

/**
 * How many bytes raw deflate `data` inflates to, up to `cap` + 1: streamed in 64 KB pieces that are
 * counted and dropped, so the check holds no more than one piece whatever the entry unpacks to.
 */
async function inflatedLength(data: Buffer, cap: number): Promise<number> {
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  let length = 0;
  try {
    inflate.end(data);
    for await (const piece of inflate) {
      length += (piece as Buffer).length;
      if (length > cap) break;
    }
  } catch {
    throw unreadable();
  } finally {
    inflate.destroy();
  }
  return length;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as the text a statement shows. A date is the wall-clock time written in the sheet (ExcelJS
 * hands it over as that time in UTC); a formula is its text, never its cached result, so no
 * formula becomes an amount.
 */
export function cellText(cell: ExcelJS.Cell): string {
  if (cell.type === ExcelJS.ValueType.Merge) return '';
  const value = cell.value;
  if (value == null) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    // A time-only cell sits on Excel's day zero; a date-only cell at midnight.
    if (value.getUTCFullYear() < 1901) return time;
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    return time === '00:00:00' ? day : `${day} ${time}`;
  }
  if (typeof value !== 'object') return String(value);
  if ('sharedFormula' in value) return `=${value.formula ?? value.sharedFormula}`;
  if ('formula' in value) return `=${value.formula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) {
    const text = value.text as unknown;
    return typeof text === 'string' ? text : ((text as { richText?: { text: string }[] })?.richText ?? []).map((p) => p.text).join('');
  }
  return '';
}

/** The rows of the first worksheet with any data, as text cells (row 1 first, blank rows kept so row numbers stay the sheet's). */
export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  await checkZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  if (workbook.worksheets.length === 0) throw unreadable();
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) return [];
  // Rows are numbered as in the sheet, blank ones included, so one value far down would make a
  // long list of empty rows: a row that far is past the line limit whatever the header.
  const tooMany = () => new EnrolmentError('invalid', messages.statement_too_many_lines);
  if (sheet.actualRowCount > STATEMENT_MAX_LINES + 30) throw tooMany();
  const rows: string[][] = [];
  sheet.eachRow((row, number) => {
    if (number > STATEMENT_MAX_ROWS) throw tooMany();
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, STATEMENT_MAX_COLUMNS); c++) cells.push(cellText(row.getCell(c)));
    while (rows.length < number - 1) rows.push([]);
    rows.push(cells);
  });
  return rows;
}
