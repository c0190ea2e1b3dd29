// What the bench's tables share: medians of interleaved rounds and a Markdown table.

/**
 * The median (the upper one of an even count): one noisy round on a shared machine does not decide.
 * @param {number[]} values
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @param {unknown} v @param {number} n */
const pad = (v, n) => String(v).padEnd(n);

/**
 * A Markdown table: `header` is [title, width] pairs, each row its cells in that order.
 * @param {[title: string, width: number][]} header
 * @param {unknown[][]} rows
 */
export const table = (header, rows) => [
  `| ${header.map(([h, n]) => pad(h, n)).join(' | ')} |`,
  `|${header.map(([, n]) => '-'.repeat(n + 2)).join('|')}|`,
  ...rows.map((r) => `| ${r.map((v, i) => pad(v, header[i][1])).join(' | ')} |`),
];
