import { describe, expect, it } from 'vitest';
import { DEPOSITOR_DIGITS, DEPOSITOR_MAX_LENGTH, depositorNameOf, normaliseDepositor } from './deposits';

describe('the depositor name a learner is asked to write', () => {
  it('is the learner’s name and the digits when both fit', () => {
    expect(depositorNameOf('김보리', '3817')).toBe('김보리3817');
    expect(depositorNameOf('연화', '0042')).toBe('연화0042');
  });

  it('keeps the digits whole and shortens a long name to fit what a bank carries', () => {
    const long = depositorNameOf('남궁보리수나무', '3817');
    expect(long).toBe('남궁보3817');
    expect([...long]).toHaveLength(DEPOSITOR_MAX_LENGTH);
    // Five digits (a semester with many applications) leave room for two letters.
    expect(depositorNameOf('남궁보리수나무', '03817')).toBe('남궁03817');
    for (const name of ['가나다라마바사아자차', 'Siddhartha Gautama', '김 보 리', '김보리']) {
      for (const digits of ['0000', '99999']) {
        const depositor = depositorNameOf(name, digits);
        expect([...depositor].length, `${name} ${digits}`).toBeLessThanOrEqual(DEPOSITOR_MAX_LENGTH);
        expect(depositor.endsWith(digits)).toBe(true);
      }
    }
  });

  it('leaves out spaces, marks and digits of the name, keeps Latin letters as written', () => {
    expect(depositorNameOf('김 보리', '3817')).toBe('김보리3817');
    expect(depositorNameOf('Anna Lee', '3817')).toBe('Ann3817');
    expect(depositorNameOf('<b>연화</b>', '3817')).toBe('b연화3817');
    expect(depositorNameOf('보리2', '3817')).toBe('보리3817');
  });

  it('is the digits alone when there is no name to start it', () => {
    expect(depositorNameOf(null, '3817')).toBe('3817');
    expect(depositorNameOf(undefined, '3817')).toBe('3817');
    expect(depositorNameOf('  -- ', '3817')).toBe('3817');
  });

  it('has as many digits as the rule says', () => {
    expect(depositorNameOf('김보리', '1'.repeat(DEPOSITOR_DIGITS))).toMatch(new RegExp(`^김보리\\d{${DEPOSITOR_DIGITS}}$`));
  });
});

describe('a statement’s depositor as matching compares it', () => {
  it('ignores spaces, punctuation, case and how Hangul was composed', () => {
    expect(normaliseDepositor(' 김보리 3817 ')).toBe('김보리3817');
    expect(normaliseDepositor('김보리-3817')).toBe('김보리3817');
    expect(normaliseDepositor('(김보리)3817')).toBe('김보리3817');
    expect(normaliseDepositor('Ann3817')).toBe(normaliseDepositor('ANN 3817'));
    // Decomposed jamo (as some exports write Hangul) compare equal to the composed syllables.
    expect(normaliseDepositor('김보리3817'.normalize('NFD'))).toBe('김보리3817');
  });

  it('keeps what tells two payers apart', () => {
    expect(normaliseDepositor('김보리3817')).not.toBe(normaliseDepositor('김보리3871'));
    expect(normaliseDepositor('김보리')).not.toBe(normaliseDepositor('김보라'));
  });
});
