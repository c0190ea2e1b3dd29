import { describe, expect, it } from 'vitest';
import { BoundedCache } from './cache';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A loader that takes `ms` to answer the number of its calls so far (1 for the first). */
function countingLoader(ms: number) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      const call = ++calls;
      await tick(ms);
      return call;
    },
  };
}

describe('BoundedCache', () => {
  it('never holds more than max entries, dropping the least recently used', async () => {
    const cache = new BoundedCache<string>({ max: 3, ttlMs: 60_000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, key.toUpperCase());
    cache.get('a'); // a is now the most recently used
    cache.set('d', 'D');
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    for (let i = 0; i < 1000; i++) await cache.load(`q=${i}`, async () => `r${i}`);
    expect(cache.size).toBe(3);
  });

  it('reloads an entry once its age passes ttlMs', async () => {
    const cache = new BoundedCache<number>({ max: 10, ttlMs: 40 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.load('k', load)).toBe(1);
    expect(await cache.load('k', load)).toBe(1);
    await tick(60);
    expect(await cache.load('k', load)).toBe(2);
  });

  it('shares one in-flight load between concurrent callers', async () => {
    const cache = new BoundedCache<number>({ max: 10, ttlMs: 1000 });
    const loader = countingLoader(20);
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.load('k', loader.load)));
    expect(values).toEqual(Array(20).fill(1));
    expect(loader.calls).toBe(1);
  });

  it('reloads an expired entry once for all the callers waiting on it (no stampede)', async () => {
    const cache = new BoundedCache<number>({ max: 10, ttlMs: 30 });
    const loader = countingLoader(20);
    expect(await cache.load('k', loader.load)).toBe(1);
    await tick(50);
    const values = await Promise.all(Array.from({ length: 50 }, () => cache.load('k', loader.load)));
    expect(values).toEqual(Array(50).fill(2));
    expect(loader.calls).toBe(2);
  });

  it('keeps a loaded value no longer than its own lifetime, and one already over only for the callers waiting', async () => {
    const cache = new BoundedCache<number>({ max: 10, ttlMs: 60_000 });
    const { load } = countingLoader(10);
    expect(await cache.load('short', load, () => 30)).toBe(1);
    expect(await cache.load('short', load, () => 30)).toBe(1);
    await tick(50);
    expect(await cache.load('short', load, () => 30)).toBe(2);
    const together = await Promise.all(Array.from({ length: 10 }, () => cache.load('over', load, () => -5)));
    expect(together).toEqual(Array(10).fill(3));
    await tick(5);
    expect(await cache.load('over', load, () => -5)).toBe(4);
  });

  it('tells each load whether it was answered without running its loader', async () => {
    const seen: boolean[] = [];
    const cache = new BoundedCache<string>({ max: 10, ttlMs: 60_000, onLookup: (hit) => seen.push(hit) });
    let release = () => {};
    const slow = () => new Promise<string>((resolve) => (release = () => resolve('v')));
    const first = cache.load('k', slow);
    const second = cache.load('k', slow);
    release();
    expect(await Promise.all([first, second])).toEqual(['v', 'v']);
    await cache.load('k', slow);
    expect(seen).toEqual([false, true, true]);
    const off = new BoundedCache<string>({ max: 10, ttlMs: 0, onLookup: (hit) => seen.push(hit) });
    await off.load('k', async () => 'v');
    expect(seen).toEqual([false, true, true, false]);
  });

  it('a set or delete of a key while its load is under way does not fail the callers waiting on that load', async () => {
    // Two pages of one learner: one keeps an answer under a token the other is loading (web's
    // learner summary after a refresh). The waiting page gets its own answer, not an error.
    const cache = new BoundedCache<string>({ max: 10, ttlMs: 1000 });
    const loading = cache.load('k', async () => {
      await tick(20);
      return 'loaded';
    });
    await tick(5);
    cache.set('k', 'set meanwhile');
    expect(await loading).toBe('loaded');
    // The value set meanwhile stays: the load does not overwrite what was written after it began.
    expect(cache.get('k')).toBe('set meanwhile');

    const forgotten = cache.load('gone', async () => {
      await tick(20);
      return 'loaded';
    });
    await tick(5);
    cache.delete('gone');
    expect(await forgotten).toBe('loaded');
    // A delete (a logout) holds: the load that was under way does not bring the entry back.
    expect(cache.get('gone')).toBeUndefined();
  });

  it('does not keep a failed load', async () => {
    const cache = new BoundedCache<number>({ max: 10, ttlMs: 1000 });
    await expect(cache.load('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.load('k', async () => 7)).toBe(7);
  });

  it('with ttlMs 0 loads every time and keeps nothing', async () => {
    const cache = new BoundedCache<number>({ max: 10, ttlMs: 0 });
    let loads = 0;
    await cache.load('k', async () => ++loads);
    await cache.load('k', async () => ++loads);
    cache.set('x', 1);
    expect(loads).toBe(2);
    expect(cache.get('x')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('honours a per-entry lifetime', async () => {
    const cache = new BoundedCache<string>({ max: 10, ttlMs: 60_000 });
    cache.set('short', 'v', 30);
    cache.set('long', 'v');
    await tick(50);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe('v');
  });
});
