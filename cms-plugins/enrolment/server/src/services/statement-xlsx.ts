import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { messages, STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from '@dharma/config';
import { EnrolmentError } from '../errors';

/**
 * An uploaded XLSX statement as rows of text cells. ExcelJS inflates every part of the zip into
 * memory before reading any of it, so the zip is measured first: a few kilobytes can declare (or
 * really hold) gigabytes.
 */

/**
 * How much a statement's zip may unpack to. A 20,000-line export with ten columns unpacks to well
 * under 20 MB; the margin is for banks' styles and shared strings.
 */
export const XLSX_MAX_UNZIPPED = 16 * STATEMENT_MAX_BYTES;

/** Columns read from each row: a statement has about ten; a cell far to the right would otherwise make every row that wide. */
export const STATEMENT_MAX_COLUMNS = 100;

const unreadable = () => new EnrolmentError('invalid', messages.statement_unreadable);
const tooLarge = () => new EnrolmentError('invalid', messages.statement_too_large);

/**
 * Refuses a zip that unpacks to more than `limit` bytes. Walks the central directory: the sizes it
 * declares are checked first, then each entry is inflated with the rest of the budget as a hard
 * cap, because a declared size is only what the file claims.
 */
export function checkZipSize(bytes: Buffer, limit = XLSX_MAX_UNZIPPED): void {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let declared = 0;
  let inflated = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const local = bytes.readUInt32LE(at + 42);
    // 0xFFFFFFFF means the real size is in a ZIP64 field: no statement needs one.
    declared += size;
    if (size === 0xffffffff || declared > limit) throw tooLarge();
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressedSize);
    if (method === 8) {
      try {
        inflated += inflateRawSync(data, { maxOutputLength: Math.max(1, limit - inflated) }).length;
      } catch (error) {
        throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge() : unreadable();
      }
    } else if (method === 0) inflated += data.length;
    else throw unreadable();
    if (inflated > limit) throw tooLarge();
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
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
  checkZipSize(bytes);
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
    if (number > STATEMENT_MAX_LINES + 1_000) throw tooMany();
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, STATEMENT_MAX_COLUMNS); c++) cells.push(cellText(row.getCell(c)));
    while (rows.length < number - 1) rows.push([]);
    rows.push(cells);
  });
  return rows;
}
