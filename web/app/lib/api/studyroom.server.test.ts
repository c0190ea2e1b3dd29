import { describe, expect, it } from 'vitest';
import { dayFromPath } from '@dharma/config/rules';
import { classPath } from './studyroom.server';

describe('classPath', () => {
  it('splits a course code into the API path parts', () => {
    expect(classPath('2027SP-D5')).toBe('/api/v2/classes/2027SP/D5');
    expect(classPath('2025FA-S3')).toBe('/api/v2/classes/2025FA/S3');
  });

  it('refuses what is not a course code, so no odd path reaches the CMS', () => {
    for (const name of [
      'sati-3',
      '2027SP',
      '2027SP-',
      '-D5',
      '2027SP-D5-x',
      '2027SP-Z5',
      '2027SP-D0',
      '2027SP-D05',
      '2027sp-D5',
      '2027SP-D5/../x',
      '../2027SP-D5',
    ]) {
      expect(classPath(name), name).toBeNull();
    }
  });
});

describe('a day number in the path (dayFromPath)', () => {
  it('reads plain day numbers from 1 to 999', () => {
    expect(dayFromPath('1')).toBe(1);
    expect(dayFromPath('12')).toBe(12);
    expect(dayFromPath('999')).toBe(999);
  });

  it('refuses zero, leading zeros, signs, fractions and anything else', () => {
    for (const value of [undefined, '', '0', '07', '-1', '+1', '1.5', '1000', '1e2', 'x', ' 1']) {
      expect(dayFromPath(value), String(value)).toBeNull();
    }
  });
});
