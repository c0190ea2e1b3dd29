import { describe, expect, it } from 'vitest';
import { holdsNul } from './nul-refusal';

describe('holdsNul', () => {
  it('finds U+0000 in any string, key or nested value of a query or body, and nowhere else', () => {
    expect(holdsNul({ q: '자비\u0000' })).toBe(true);
    expect(holdsNul({ semester: ['2027SP', 'a\u0000'] })).toBe(true);
    expect(holdsNul({ 'ke\u0000y': 1 })).toBe(true);
    expect(holdsNul([{ response: { text: ['x', { deep: '\u0000' }] } }])).toBe(true);
    expect(holdsNul(Object.assign(Object.create(null) as object, { q: '\u0000' }))).toBe(true);
    for (const clean of [{ q: '자비', page: 2 }, [], null, undefined, 'text', 42, { q: '%00' }]) expect(holdsNul(clean)).toBe(false);
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});
