import { describe, expect, it } from 'vitest';
import { around } from './office';

describe('where a curriculum search matched', () => {
  it('shows the words around the first match, marking what was cut', () => {
    expect(around('자비로운 마음', '자비')).toBe('자비로운 마음');
    const long = `${'가'.repeat(50)}보시${'나'.repeat(50)}`;
    expect(around(long, '보시')).toBe(`…${'가'.repeat(30)}보시${'나'.repeat(30)}…`);
    expect(around('Metta Sutta', 'metta')).toBe('Metta Sutta');
  });
  it('is null without a match or a text', () => {
    expect(around('자비', '보시')).toBeNull();
    expect(around(null, '보시')).toBeNull();
  });
});
