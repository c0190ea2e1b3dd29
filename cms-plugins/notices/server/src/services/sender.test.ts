import { describe, expect, it } from 'vitest';
import { sentMarks } from './sender';

/** An UPDATE that the test finishes by hand, recording what each one was asked to mark. */
function slowWrites() {
  const calls: Array<{ ids: number[]; forget: boolean; finish: (error?: Error) => void }> = [];
  const write = (ids: number[], forget: boolean) =>
    new Promise<void>((resolve, reject) => calls.push({ ids, forget, finish: (error) => (error ? reject(error) : resolve()) }));
  return { calls, write };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('sentMarks: the sent marks of a pass as a group commit', () => {
  it('marks the first at once, and those taken while an UPDATE is under way together in the next', async () => {
    const { calls, write } = slowWrites();
    const marks = sentMarks(write);
    marks.add(1, false);
    expect(calls.map((c) => c.ids)).toEqual([[1]]);
    marks.add(2, false);
    marks.add(3, true);
    marks.add(4, false);
    // Nothing more while the first UPDATE runs.
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await tick();
    // Then one UPDATE for those whose facts stay, one for those whose facts go.
    expect(calls.slice(1).map((c) => [c.ids, c.forget])).toEqual([[[2, 4], false]]);
    calls[1]!.finish();
    await tick();
    expect(calls.slice(2).map((c) => [c.ids, c.forget])).toEqual([[[3], true]]);
    const done = marks.done();
    calls[2]!.finish();
    await done;
    expect(calls).toHaveLength(3);
  });

  it('a failed UPDATE ends the pass: nothing more is written, and done throws it', async () => {
    const { calls, write } = slowWrites();
    const marks = sentMarks(write);
    marks.add(1, false);
    marks.add(2, false);
    calls[0]!.finish(new Error('database gone'));
    await tick();
    expect(marks.failed()).toBe(true);
    marks.add(3, false);
    await expect(marks.done()).rejects.toThrow('database gone');
    expect(calls.map((c) => c.ids)).toEqual([[1]]);
  });
});
