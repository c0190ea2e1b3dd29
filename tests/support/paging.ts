import { expect } from 'vitest';

/**
 * A staff list of `made.length` rows over three pages of 50: every page reports the same total,
 * page 1 is full, page 2 holds the rest, the two do not overlap and together are exactly the rows
 * made (compared by `key`, the row's learner id).
 */
export function expectTwoPages(pages: { body: any }[], key: string, made: number[]): { one: number[]; two: number[] } {
  const [first, second, third] = pages;
  const total = made.length;
  expect(pages.map((p) => p.body.total)).toEqual([total, total, total]);
  expect([first.body.page, second.body.page, first.body.page_size]).toEqual([1, 2, 50]);
  const one: number[] = first.body.entries.map((e: any) => e[key] as number);
  const two: number[] = second.body.entries.map((e: any) => e[key] as number);
  expect(one).toHaveLength(50);
  expect(two).toHaveLength(total - 50);
  expect(third.body.entries).toEqual([]);
  expect(one.filter((id) => two.includes(id))).toEqual([]);
  expect([...one, ...two].sort((x, y) => x - y)).toEqual([...made].sort((x, y) => x - y));
  return { one, two };
}
