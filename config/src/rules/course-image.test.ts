import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { courseKey } from './course-code';
import { COURSE_IMAGE_KEY_PATTERN, courseImageKey } from './course-image';

describe('course image key', () => {
  it('is the course code without its semester', () => {
    expect(courseImageKey('dhammapada', 5)).toBe('D5');
    expect(courseImageKey('bodhisattva', 1)).toBe('B1E');
    expect(courseImageKey('sati', 3, null)).toBe('S3');
    expect(courseImageKey('lotussutra', 2, '  ')).toBe('J2');
    expect(courseKey('lotussutra', 12)).toBe('J12');
  });

  it("is the level's own key when an editor set one", () => {
    expect(courseImageKey('dhammapada', 1, 'D1E')).toBe('D1E');
    expect(courseImageKey('bodhisattva', 2, ' B2 ')).toBe('B2');
  });

  it('the level component accepts exactly this pattern of keys', () => {
    const file = path.resolve(__dirname, '../../../cms/src/components/course/level.json');
    const level = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(level.attributes.imageCode.regex).toBe(COURSE_IMAGE_KEY_PATTERN);
    const pattern = new RegExp(COURSE_IMAGE_KEY_PATTERN);
    for (const key of ['L11', 'a1', 'sT1', 'B1E']) expect(pattern.test(key), key).toBe(true);
    for (const key of ['', '2025FA-J1', 'D 1', 'X'.repeat(11)]) expect(pattern.test(key), key).toBe(false);
  });
});
