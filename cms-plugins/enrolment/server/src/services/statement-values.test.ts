import { describe, expect, it } from 'vitest';
import { headerRole, isHeaderWord, parseAmount, parseStatementDate, parseTime } from './statement-values';

describe('parseAmount', () => {
  it('reads the ways banks write money in as whole won', () => {
    for (const text of [
      '130,000',
      '130000원',
      '₩130,000',
      '￦130,000',
      '\\130,000',
      '130,000.00',
      ' 130000 ',
      '130,000 원',
      '+130,000',
      'KRW 130,000',
    ]) {
      expect(parseAmount(text), text).toBe(130_000);
    }
    expect(parseAmount('1,234,567')).toBe(1_234_567);
  });

  it('reads nothing from empty cells, words, withdrawals, zero and fractions of a won', () => {
    for (const text of [
      '',
      ' ',
      '-',
      'abc',
      '합계',
      '-130,000',
      '(130,000)',
      '-₩130,000',
      '0',
      '0원',
      '130,000.50',
      '1,30,000',
      '13 0000x',
    ]) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  it('never reads a formula-like cell as an amount', () => {
    for (const text of ['=130000', '=1+2', '-1+2', '+1+2', '@SUM(A1)', '=HYPERLINK("http://x","130,000")']) {
      expect(parseAmount(text), text).toBeNull();
    }
  });
});

describe('parseStatementDate', () => {
  it('reads the day and the time as banks write them', () => {
    expect(parseStatementDate('2026.11.24 13:05:22')).toEqual({ date: '2026-11-24', time: '13:05:22' });
    expect(parseStatementDate('2026-11-24')).toEqual({ date: '2026-11-24', time: '' });
    expect(parseStatementDate('2026/11/24 13:05')).toEqual({ date: '2026-11-24', time: '13:05' });
    expect(parseStatementDate('20261124')).toEqual({ date: '2026-11-24', time: '' });
    expect(parseStatementDate('20261124 130522')).toEqual({ date: '2026-11-24', time: '13:05:22' });
    expect(parseStatementDate('2026년 11월 24일')).toEqual({ date: '2026-11-24', time: '' });
    expect(parseStatementDate('2026. 11. 4. 오후 1:05:22')).toEqual({ date: '2026-11-04', time: '13:05:22' });
    expect(parseStatementDate('2026-11-24T09:05:00')).toEqual({ date: '2026-11-24', time: '09:05:00' });
  });

  it('takes a two-digit year as this century (banks write year, month, day)', () => {
    expect(parseStatementDate('26.11.24')).toEqual({ date: '2026-11-24', time: '' });
    expect(parseStatementDate('26.11.24 09:15')).toEqual({ date: '2026-11-24', time: '09:15' });
  });

  it('reads nothing from a total, an amount or an impossible day', () => {
    for (const text of ['', '합계', '130,000', '2026-02-30', '2026-13-01', '2026.11.24 25:00', '11/24', '1899-12-30', '2026-11-24 소계']) {
      expect(parseStatementDate(text), text).toBeNull();
    }
  });
});

describe('parseTime', () => {
  it('reads a time column in 24-hour or Korean 12-hour form, keeping the seconds when written', () => {
    expect(parseTime('13:05:22')).toBe('13:05:22');
    expect(parseTime('9:05')).toBe('09:05');
    expect(parseTime('130522')).toBe('13:05:22');
    expect(parseTime('오전 12:10')).toBe('00:10');
    expect(parseTime('오후 12:10')).toBe('12:10');
    expect(parseTime('오후 1:05:22')).toBe('13:05:22');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('오후 13:00')).toBeNull();
    expect(parseTime('점심')).toBeNull();
  });
});

describe('header words', () => {
  it('names the role of a header whatever its spacing or unit, withdrawals and balances never an amount', () => {
    expect(headerRole('보낸 분')).toEqual({ role: 'depositor', rank: 2 });
    expect(headerRole('입금(원)')?.role).toBe('amount');
    expect(headerRole('맡기신 금액')?.role).toBe('amount');
    expect(headerRole('거래 일시')?.role).toBe('date');
    for (const header of ['찾으신금액', '출금액', '출금(원)', '잔액', '거래후 잔액', '거래시간', '비고'])
      expect(headerRole(header), header).toBeNull();
    expect(isHeaderWord('찾으신금액')).toBe(true);
    expect(isHeaderWord('거래내역 조회')).toBe(false);
  });
});
