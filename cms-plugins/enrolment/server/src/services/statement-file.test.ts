import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES, STATEMENT_MAX_ROWS } from '@dharma/config/rules';
import { EnrolmentError } from '../errors';
import { depositLinesOf, detectColumns, readStatementTable, type StatementTable } from './statement-file';
import { XLSX_MAX_UNZIPPED } from './statement-xlsx';

/** A CSV as a bank writes it: cells with a comma quoted, CRLF line ends. */
const csvOf = (rows: string[][]) =>
  rows.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');
const utf8 = (rows: string[][]) => Buffer.from(csvOf(rows), 'utf8');

/** The message of the refusal `work` throws (an EnrolmentError of kind 'invalid', nothing else). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof EnrolmentError && error.kind === 'invalid') return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The deposits of a file under its detected columns. */
async function depositsOf(bytes: Buffer, fileName = 'statement.csv') {
  const table = await readStatementTable(bytes, fileName);
  return depositLinesOf(table, detectColumns(table.headers) as never);
}

const simple = [
  ['거래일시', '입금자명', '입금액'],
  ['2026.11.24 13:05:22', '김보리3817', '130,000'],
  ['2026.11.24 14:00:00', '이수연1234', '100,000'],
];
const simpleLines = [
  { row: 2, date: '2026-11-24', time: '13:05:22', depositor: '김보리3817', amount: 130_000, occurrence: 0 },
  { row: 3, date: '2026-11-24', time: '14:00:00', depositor: '이수연1234', amount: 100_000, occurrence: 0 },
];

describe('readStatementTable: CSV', () => {
  it('reads UTF-8 with and without a BOM, and CP949, into the same lines', async () => {
    const plain = await readStatementTable(utf8(simple), 'a.csv');
    expect(plain).toMatchObject({ headers: ['거래일시', '입금자명', '입금액'], headerRow: 1, format: 'csv-utf8' });
    const bom = await readStatementTable(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(simple)]), 'a.csv');
    expect(bom.headers[0]).toBe('거래일시');
    const cp949 = await readStatementTable(iconv.encode(csvOf(simple), 'cp949'), 'a.csv');
    expect(cp949.format).toBe('csv-cp949');
    for (const table of [plain, bom, cp949])
      expect(depositLinesOf(table, detectColumns(table.headers) as never).lines).toEqual(simpleLines);
  });

  it('reads Excel’s "유니코드 텍스트" (UTF-16 with its byte-order mark, tab separated), either byte order', async () => {
    const tsv = simple.map((r) => r.join('\t')).join('\r\n');
    const little = await readStatementTable(iconv.encode(tsv, 'utf-16le', { addBOM: true }), '내역.txt');
    const big = await readStatementTable(iconv.encode(tsv, 'utf-16be', { addBOM: true }), '내역.txt');
    for (const table of [little, big]) {
      expect(table).toMatchObject({ headers: ['거래일시', '입금자명', '입금액'], headerRow: 1, format: 'csv-utf16' });
      expect(depositLinesOf(table, detectColumns(table.headers) as never).lines).toEqual(simpleLines);
    }
  });

  it('reads a TSV saved as .csv, commas in its amounts', async () => {
    const tsv = simple.map((r) => r.join('\t')).join('\n');
    const table = await readStatementTable(Buffer.from(tsv), 'a.csv');
    expect(table.headers).toEqual(['거래일시', '입금자명', '입금액']);
    expect(depositLinesOf(table, detectColumns(table.headers) as never).lines).toEqual(simpleLines);
  });

  it("finds the header under a bank's title rows and gives each line its row number in the file", async () => {
    const rows = [
      ['거래내역 조회'],
      ['계좌번호 : 123-456-789012'],
      ['조회기간 : 2026.11.01 ~ 2026.11.30'],
      [],
      ...simple,
      [],
      ['합계', '', '230,000'],
    ];
    const table = await readStatementTable(utf8(rows), 'a.csv');
    expect(table.headerRow).toBe(5);
    const { lines, skipped } = depositLinesOf(table, detectColumns(table.headers) as never);
    expect(lines.map((l) => [l.row, l.depositor])).toEqual([
      [6, '김보리3817'],
      [7, '이수연1234'],
    ]);
    // The total is not a deposit; the blank line is not counted at all.
    expect(skipped).toBe(1);
  });

  it('reads a KB-like CP949 export: withdrawals and the balance are never money in', async () => {
    const rows = [
      ['"거래내역조회"'],
      ['거래일시', '적요', '보낸분/받는분', '송금메모', '찾으신금액', '맡기신금액', '잔액', '처리점'],
      ['2026.11.24 09:01:10', '타행이체', '김보리3817', '', '0', '130,000', '1,130,000', '인터넷'],
      ['2026.11.24 10:00:00', '체크카드', '문구점', '', '50,000', '0', '1,080,000', ''],
      ['2026.11.24 11:30:00', '모바일', '박지수2001', '', '', '130000원', '1,210,000', ''],
      // CP949 has no ₩ (U+20A9): its won sign is the full-width ￦.
      ['2026.11.24 12:00:00', '인터넷', '최민', '', '', '￦100,000', '1,310,000', ''],
      ['2026.11.24 13:00:00', '인터넷', '정하나', '', '', '130,000.00', '1,440,000', ''],
    ];
    const table = await readStatementTable(iconv.encode(csvOf(rows), 'cp949'), '거래내역.csv');
    const columns = detectColumns(table.headers);
    expect(columns).toEqual({ date: '거래일시', depositor: '보낸분/받는분', amount: '맡기신금액' });
    const { lines, skipped } = depositLinesOf(table, columns as never);
    expect(lines.map((l) => [l.row, l.depositor, l.amount])).toEqual([
      [3, '김보리3817', 130_000],
      [5, '박지수2001', 130_000],
      [6, '최민', 100_000],
      [7, '정하나', 130_000],
    ]);
    expect(skipped).toBe(1);
  });

  it('takes the time from a 신한-like time column when the date has none', async () => {
    const rows = [
      ['거래일자', '거래시간', '적요', '출금(원)', '입금(원)', '내용', '잔액(원)'],
      ['2026-11-24', '13:05:22', '타행이체', '0', '130,000', '김보리3817', '1,130,000'],
    ];
    const table = await readStatementTable(utf8(rows), 'a.csv');
    const columns = detectColumns(table.headers);
    expect(columns).toEqual({ date: '거래일자', depositor: '내용', amount: '입금(원)' });
    expect(depositLinesOf(table, columns as never).lines).toEqual([
      { row: 2, date: '2026-11-24', time: '13:05:22', depositor: '김보리3817', amount: 130_000, occurrence: 0 },
    ]);
  });

  it('keeps formula-like cells as text, and none of them becomes an amount', async () => {
    const rows = [
      ['날짜', '입금자', '입금액'],
      ['2026-11-24', '=HYPERLINK("http://x","김보리")', '130,000'],
      ['2026-11-24', '+1', '=1+2'],
      ['2026-11-24', '-1+2', '-1+2'],
      ['2026-11-24', '@SUM(A1)', '@SUM(A1)'],
    ];
    const table = await readStatementTable(utf8(rows), 'a.csv');
    expect(table.rows.map((r) => r[1])).toEqual(['=HYPERLINK("http://x","김보리")', '+1', '-1+2', '@SUM(A1)']);
    const { lines, skipped } = depositLinesOf(table, detectColumns(table.headers) as never);
    expect(lines.map((l) => [l.depositor, l.amount])).toEqual([['=HYPERLINK("http://x","김보리")', 130_000]]);
    expect(skipped).toBe(3);
  });

  it('collapses and cuts the depositor, keeps a line with none, and numbers equal lines in file order', async () => {
    const long = '가'.repeat(70);
    const rows = [
      ['날짜', '입금자', '입금액'],
      ['2026-11-24', '  김   보리  ', '130,000'],
      ['2026-11-24', long, '130,000'],
      ['2026-11-24', '', '50,000'],
      ['2026-11-24', '김 보리', '130,000'],
      ['2026-11-25', '김 보리', '130,000'],
      ['2026-11-24', '김 보리', '130,000'],
    ];
    const { lines } = await depositsOf(utf8(rows));
    expect(lines.map((l) => [l.row, l.depositor, l.occurrence])).toEqual([
      [2, '김 보리', 0],
      [3, '가'.repeat(60), 0],
      [4, '', 0],
      [5, '김 보리', 1],
      [6, '김 보리', 0],
      [7, '김 보리', 2],
    ]);
  });

  it('gives repeated and empty header names a name of their own', async () => {
    const rows = [
      ['일자', '금액', '', '금액', '입금자'],
      ['2026-11-24', '1', '', '130,000', '김보리'],
    ];
    const table = await readStatementTable(utf8(rows), 'a.csv');
    expect(table.headers).toEqual(['일자', '금액', '(C)', '금액 (2)', '입금자']);
    const { lines } = depositLinesOf(table, { date: '일자', depositor: '입금자', amount: '금액 (2)' });
    expect(lines.map((l) => l.amount)).toEqual([130_000]);
  });

  it('refuses columns that are not among the headers', async () => {
    const table = await readStatementTable(utf8(simple), 'a.csv');
    expect(() => depositLinesOf(table, { date: '거래일시', depositor: '보낸분', amount: '입금액' })).toThrow(
      messages.statement_column_unknown,
    );
  });
});

describe('detectColumns', () => {
  const headers = ['거래일자', '거래시간', '적요', '출금(원)', '입금(원)', '내용', '잔액(원)'];
  const remembered = { date: '거래일자', depositor: '적요', amount: '입금(원)' };

  it('detects by header words, leaving out a role it cannot find', () => {
    expect(detectColumns(headers)).toEqual({ date: '거래일자', depositor: '내용', amount: '입금(원)' });
    expect(detectColumns(['날짜', '비고', '찾으신금액', '출금액'])).toEqual({ date: '날짜' });
  });

  it("takes staff's pick first, then the bank's remembered choice when all its headers are there", () => {
    expect(detectColumns(headers, { depositor: ' 적요 ' })).toEqual({ date: '거래일자', depositor: '적요', amount: '입금(원)' });
    expect(detectColumns(headers, {}, remembered)).toEqual(remembered);
    expect(detectColumns(headers, { amount: '출금(원)' }, remembered)).toEqual({ ...remembered, amount: '출금(원)' });
    expect(detectColumns(headers, {}, { ...remembered, depositor: '보낸분' })).toEqual({
      date: '거래일자',
      depositor: '내용',
      amount: '입금(원)',
    });
  });

  it('never gives one header two roles', () => {
    expect(detectColumns(['날짜', '내용', '금액'], { depositor: '금액' })).toEqual({ date: '날짜', depositor: '금액' });
  });
});

describe('readStatementTable: XLSX', () => {
  // A sheet's dates are its wall clock whatever the server's zone: run these where local time is not UTC.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Seoul';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  async function xlsx(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    build(workbook);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('reads numbers, dates as written in the sheet, rich text and hyperlinks, and a formula only as text', async () => {
    const bytes = await xlsx((workbook) => {
      workbook.addWorksheet('빈 시트');
      const sheet = workbook.addWorksheet('거래내역');
      sheet.addRow(['거래내역 조회']);
      sheet.mergeCells('A1:E1');
      sheet.addRow(['계좌번호 : 123-456-789012']);
      sheet.addRow(['거래일시', '기재내용', '출금액', '입금액', '잔액']);
      sheet.addRow([new Date(Date.UTC(2026, 10, 24, 13, 5, 22)), '김보리3817', 0, 130000, 1130000]);
      sheet.addRow([new Date(Date.UTC(2026, 10, 24)), { richText: [{ text: '박' }, { text: '지수' }] }, 0, '130,000원', 1260000]);
      sheet.addRow([
        '2026.11.25 09:00',
        { text: '이수연', hyperlink: 'http://example.com' },
        0,
        { formula: '100000+30000', result: 130000 },
        0,
      ]);
      sheet.addRow(['2026.11.25 10:00', '최민', 50000, 0, 0]);
    });
    const table = await readStatementTable(bytes, 'statement.xlsx');
    expect(table).toMatchObject({ format: 'xlsx', headerRow: 3, headers: ['거래일시', '기재내용', '출금액', '입금액', '잔액'] });
    expect(table.rows.map((r) => r.slice(0, 4))).toEqual([
      ['2026-11-24 13:05:22', '김보리3817', '0', '130000'],
      ['2026-11-24', '박지수', '0', '130,000원'],
      ['2026.11.25 09:00', '이수연', '0', '=100000+30000'],
      ['2026.11.25 10:00', '최민', '50000', '0'],
    ]);
    const { lines, skipped } = depositLinesOf(table, detectColumns(table.headers) as never);
    expect(lines).toEqual([
      { row: 4, date: '2026-11-24', time: '13:05:22', depositor: '김보리3817', amount: 130_000, occurrence: 0 },
      { row: 5, date: '2026-11-24', time: '', depositor: '박지수', amount: 130_000, occurrence: 0 },
    ]);
    expect(skipped).toBe(2);
  });

  it('reads a time-only column', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('a');
      sheet.addRow(['거래일자', '거래시간', '입금자', '입금액']);
      sheet.addRow([new Date(Date.UTC(2026, 10, 24)), new Date(Date.UTC(1899, 11, 30, 9, 30, 5)), '김보리', 130000]);
    });
    const { lines } = await depositsOf(bytes, 'a.xlsx');
    expect(lines.map((l) => [l.date, l.time])).toEqual([['2026-11-24', '09:30:05']]);
  });

  it('does not take a merged title row for the header when the header words are unknown', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('a');
      sheet.addRow(['Account history']);
      sheet.mergeCells('A1:D1');
      sheet.addRow(['Date', 'Payer', 'Credit', 'Balance']);
      sheet.addRow(['2026-11-24', 'KIM BORI', 130000, 130000]);
    });
    const table = await readStatementTable(bytes, 'a.xlsx');
    expect(table).toMatchObject({ headerRow: 2, headers: ['Date', 'Payer', 'Credit', 'Balance'] });
    expect(detectColumns(table.headers)).toEqual({});
    expect(depositLinesOf(table, { date: 'Date', depositor: 'Payer', amount: 'Credit' }).lines).toMatchObject([
      { row: 3, amount: 130_000 },
    ]);
  });

  it('refuses a sheet longer than the line limit', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('a');
      sheet.addRow(['날짜', '입금자', '입금액']);
      for (let i = 0; i <= STATEMENT_MAX_LINES + 30; i++) sheet.addRow(['2026-11-24', '김', 1]);
    });
    expect(await refusal(readStatementTable(bytes, 'a.xlsx'))).toBe(messages.statement_too_many_lines);
    // Writing and reading 21,000 rows takes 2–3 s alone and more beside the typecheck and lint.
  }, 30_000);
});

interface HandEntry {
  name: string;
  data: Buffer;
  /** The size the zip claims (default: the real one). */
  declared?: number;
  /** Sizes after the data, as Java's and .NET's writers put them (bit 3), with the descriptor's signature. */
  descriptor?: boolean;
  /** Where the directory says the entry's local header is (default: where it is). */
  local?: number;
}

/** A zip file made by hand, so an entry can claim a size it does not have and the end record a count. */
function zipOf(entries: HandEntry[], options: { count?: number; comment?: string } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared = data.length, descriptor, local: pointed } of entries) {
    const packed = deflateRawSync(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(descriptor ? 8 : 0, 6);
    local.writeUInt16LE(8, 8);
    if (!descriptor) {
      local.writeUInt32LE(packed.length, 18);
      local.writeUInt32LE(declared, 22);
    }
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(descriptor ? 8 : 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(pointed ?? offset, 42);
    const after = Buffer.alloc(descriptor ? 16 : 0);
    if (descriptor) {
      after.writeUInt32LE(0x08074b50, 0);
      after.writeUInt32LE(packed.length, 8);
      after.writeUInt32LE(declared, 12);
    }
    locals.push(local, Buffer.from(name), packed, after);
    centrals.push(central, Buffer.from(name));
    offset += 30 + name.length + packed.length + after.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.count ?? entries.length, 8);
  end.writeUInt16LE(options.count ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, directory, end, comment]);
}

/** The five parts of a workbook whose sheet is a header and one deposit, to zip by hand. */
function workbookParts(): HandEntry[] {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const ns = 'http://schemas.openxmlformats.org';
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const rel = (kind: string, target: string) =>
    `${xml}<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/${kind}" Target="${target}"/></Relationships>`;
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `${xml}<Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type}.worksheet+xml"/></Types>`,
    ],
    ['_rels/.rels', rel('officeDocument', 'xl/workbook.xml')],
    [
      'xl/workbook.xml',
      `${xml}<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="내역" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    ['xl/_rels/workbook.xml.rels', rel('worksheet', 'worksheets/sheet1.xml')],
    [
      'xl/worksheets/sheet1.xml',
      `${xml}<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData><row r="1">${cell('A1', '거래일시')}${cell('B1', '입금자명')}${cell('C1', '입금액')}</row>` +
        `<row r="2">${cell('A2', '2026.11.24 13:05:22')}${cell('B2', '김보리3817')}<c r="C2"><v>130000</v></c></row></sheetData></worksheet>`,
    ],
  ];
  return parts.map(([name, text]) => ({ name, data: Buffer.from(text) }));
}

describe('readStatementTable: files it refuses', () => {
  it('asks for XLSX or CSV for an old .xls, an HTML table saved as .xls, or any .xls name', async () => {
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512, 1)]);
    expect(await refusal(readStatementTable(ole2, 'statement.xls'))).toBe(messages.statement_xls_refused);
    expect(await refusal(readStatementTable(ole2, 'statement.csv'))).toBe(messages.statement_xls_refused);
    const html = Buffer.from('\r\n<html><head><meta charset="utf-8"></head><body><table><tr><td>거래일시</td></tr></table></body></html>');
    expect(await refusal(readStatementTable(html, 'statement.xls'))).toBe(messages.statement_xls_refused);
    expect(await refusal(readStatementTable(html, 'statement.csv'))).toBe(messages.statement_xls_refused);
    expect(await refusal(readStatementTable(utf8(simple), 'statement.XLS'))).toBe(messages.statement_xls_refused);
  });

  it('says an image, random bytes or a zip that is not a workbook cannot be read', async () => {
    let seed = 28;
    const random = Buffer.from(Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff));
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), random]);
    for (const [bytes, name] of [
      [png, 'statement.csv'],
      [random, 'statement.csv'],
      [random, 'statement.xlsx'],
      [Buffer.from('hello world\nnot a statement'), 'statement.csv'],
      [zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]), 'statement.xlsx'],
      [Buffer.concat([Buffer.from('PK\x03\x04'), random]), 'statement.xlsx'],
    ] as const) {
      expect(await refusal(readStatementTable(bytes, name))).toBe(messages.statement_unreadable);
    }
  });

  it('says UTF-16 without its byte-order mark cannot be read rather than reading its bytes as Korean', async () => {
    const utf16 = Buffer.from(csvOf(simple), 'utf16le');
    expect(await refusal(readStatementTable(utf16, 'statement.csv'))).toBe(messages.statement_unreadable);
  });

  it('refuses a zip that unpacks beyond the limit, whether it says so or not', async () => {
    const declared = zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.from('x'), declared: XLSX_MAX_UNZIPPED + 1 }]);
    expect(await refusal(readStatementTable(declared, 'a.xlsx'))).toBe(messages.statement_too_large);
    const lying = zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(XLSX_MAX_UNZIPPED + 1, 'x'), declared: 1000 }]);
    expect(lying.length).toBeLessThan(STATEMENT_MAX_BYTES);
    expect(await refusal(readStatementTable(lying, 'a.xlsx'))).toBe(messages.statement_too_large);
  });

  it('reads a workbook whose entries give their sizes after the data, as Java and .NET write them', async () => {
    const parts = workbookParts();
    const table = await readStatementTable(zipOf(parts.map((p) => ({ ...p, descriptor: true }))), 'a.xlsx');
    expect(table).toMatchObject({ format: 'xlsx', rows: [['2026.11.24 13:05:22', '김보리3817', '130000']] });
    expect(await readStatementTable(zipOf(parts), 'a.xlsx')).toEqual(table);
  });

  it('refuses a zip that JSZip could read other than this check: a count, a place or a record that disagrees', async () => {
    const parts = workbookParts();
    const sheet = parts[parts.length - 1];
    const sheetAt = parts.slice(0, -1).reduce((at, p) => at + 30 + p.name.length + deflateRawSync(p.data).length, 0);
    const zips = [
      // The end record counts fewer entries than the directory holds (JSZip reads them all), or more.
      zipOf(parts, { count: 1 }),
      zipOf(parts, { count: parts.length + 1 }),
      // Two entries of the same data (a bomb of overlapping entries), and bytes before the first a reader could hide an entry in.
      zipOf([...parts, { ...sheet, name: 'xl/worksheets/sheet2.xml', local: sheetAt }]),
      Buffer.concat([zipOf(parts).subarray(0, 4), zipOf(parts)]),
      // A comment (which can hold another end record), and an end record that is not the last one.
      zipOf(parts, { comment: 'PK\x05\x06' }),
      Buffer.concat([zipOf(parts), zipOf(parts).subarray(-22)]),
      // ZIP64: the end record's offset says the real one is elsewhere.
      (() => {
        const zip = zipOf(parts);
        zip.writeUInt32LE(0xffffffff, zip.length - 6);
        return zip;
      })(),
    ];
    const answers: string[] = [];
    for (const zip of zips)
      answers.push(
        await readStatementTable(zip, 'a.xlsx').then(
          () => 'read',
          (error: Error) => error.message,
        ),
      );
    expect(answers).toEqual(zips.map(() => messages.statement_unreadable));
  });

  it('checks a zip without holding what it unpacks to, and within a second', async () => {
    const huge = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(XLSX_MAX_UNZIPPED, 'x'), declared: 1000 }]);
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    expect(await refusal(readStatementTable(huge, 'a.xlsx'))).toBe(messages.statement_too_large);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(8 * 1024 * 1024);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = Buffer.alloc(STATEMENT_MAX_BYTES + 1, 'a');
    expect(await refusal(readStatementTable(big, 'a.csv'))).toBe(messages.statement_too_large);
    expect(await refusal(readStatementTable(Buffer.concat([Buffer.from('PK\x03\x04'), big]), 'a.xlsx'))).toBe(messages.statement_too_large);
  });

  it('says a file with no lines is empty', async () => {
    expect(await refusal(readStatementTable(Buffer.alloc(0), 'a.csv'))).toBe(messages.statement_empty);
    expect(await refusal(readStatementTable(Buffer.from([0xef, 0xbb, 0xbf, 0x0d, 0x0a]), 'a.csv'))).toBe(messages.statement_empty);
    expect(await refusal(readStatementTable(utf8([['거래내역 조회'], [], simple[0], [], []]), 'a.csv'))).toBe(messages.statement_empty);
  });

  it('takes up to the line limit and refuses one line more', async () => {
    const header = '거래일시,입금자명,입금액\n';
    const line = '2026.11.24,김보리,130000\n';
    const full = await readStatementTable(Buffer.from(header + line.repeat(STATEMENT_MAX_LINES)), 'a.csv');
    expect(full.rows).toHaveLength(STATEMENT_MAX_LINES);
    const over = Buffer.from(header + line.repeat(STATEMENT_MAX_LINES + 1));
    expect(await refusal(readStatementTable(over, 'a.csv'))).toBe(messages.statement_too_many_lines);
  });

  it('counts blank lines before parsing: a file of nothing but line ends is too many lines, whichever ends they are', async () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const started = performance.now();
      const blank = Buffer.from(end.repeat(STATEMENT_MAX_BYTES / 2));
      expect(await refusal(readStatementTable(blank, 'a.csv'))).toBe(messages.statement_too_many_lines);
      expect(performance.now() - started).toBeLessThan(500);
    }
    // Up to STATEMENT_MAX_ROWS rows of any kind are read (blank ones between the lines), one more is not.
    const header = '거래일시,입금자명,입금액\r\n';
    const lines = '2026.11.24,김보리,130000\r\n'.repeat(STATEMENT_MAX_LINES);
    const blanks = (n: number) => '\r\n'.repeat(n);
    const full = await readStatementTable(Buffer.from(header + lines + blanks(STATEMENT_MAX_ROWS - STATEMENT_MAX_LINES - 1)), 'a.csv');
    expect(full.rows.length).toBe(STATEMENT_MAX_LINES);
    const over = Buffer.from(header + blanks(STATEMENT_MAX_ROWS - STATEMENT_MAX_LINES - 1) + lines + 'x');
    expect(await refusal(readStatementTable(over, 'a.csv'))).toBe(messages.statement_too_many_lines);
  });
});

it('a table built by hand reads the same way (the interface the import route uses)', () => {
  const table: StatementTable = {
    headers: ['일자', '보낸분', '입금'],
    rows: [['2026-11-24', '김', '1,000']],
    headerRow: 1,
    format: 'csv-utf8',
  };
  expect(depositLinesOf(table, { date: '일자', depositor: '보낸분', amount: '입금' }).lines[0]).toMatchObject({ row: 2, amount: 1000 });
});
