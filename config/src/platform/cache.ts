import { LRUCache } from 'lru-cache';

/**
 * The one in-memory cache of the product (web's content and page caches, the plugins' catalogue,
 * the CMS's authentication lookups). Every cache is bounded twice: by entry count (a flood of
 * distinct keys, e.g. search query strings, evicts the least recently used instead of growing
 * the heap) and by age. `load` shares one in-flight load between concurrent callers of the same
 * key, and a failed load is not kept, so the next caller tries again. A `set` or `delete` during
 * a load never fails the load's callers.
 */
export interface BoundedCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  max: number;
  /** How long an entry may be served; 0 turns the cache off (every call loads). */
  ttlMs: number;
  /**
   * Told of every `load`: a hit when no loader ran for it (a kept value, or a load already under
   * way for the same key), a miss when this call's loader ran (the metrics count both).
   */
  onLookup?: (hit: boolean) => void;
}

/** What one `load` gives lru-cache's fetchMethod. */
interface Loading<V> {
  loader: () => Promise<V>;
  lifetimeOf?: (value: V) => number;
}

export class BoundedCache<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V, Loading<V>>;
  readonly ttlMs: number;
  private readonly onLookup?: (hit: boolean) => void;

  constructor({ max, ttlMs, onLookup }: BoundedCacheOptions) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`cache max must be a positive integer: ${max}`);
    if (!(ttlMs >= 0)) throw new RangeError(`cache ttlMs must be 0 or more: ${ttlMs}`);
    this.ttlMs = ttlMs;
    this.onLookup = onLookup;
    this.lru = new LRUCache<string, V, Loading<V>>({
      max,
      // lru-cache reads ttl 0 as "forever"; here 0 means "off" and is handled before the cache.
      ttl: Math.max(1, ttlMs),
      ttlAutopurge: false,
      // A set or delete of a key whose load is under way would otherwise abort that load and
      // fail every caller waiting on it (a page erroring because another page of the same learner
      // kept an answer under the same key). The callers get what their load found; what was set
      // meanwhile stays, and a delete holds: lru-cache writes the load's value only into the
      // entry that was still waiting for it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context, options }) => {
        const value = await context.loader();
        // A value that must not outlive something of its own (a token's expiry): the shorter
        // lifetime wins; one already over is kept 1 ms, i.e. only for the callers already waiting.
        if (context.lifetimeOf) options.ttl = Math.max(1, Math.min(this.ttlMs, context.lifetimeOf(value)));
        return value;
      },
    });
  }

  /**
   * The cached value, or the result of `loader` (shared by concurrent callers of the key: when an
   * entry expires under load, one caller reloads it and the others wait for that load). With
   * `lifetimeOf`, the loaded value is kept for at most that many ms (and never past ttlMs).
   */
  async load(key: string, loader: () => Promise<V>, lifetimeOf?: (value: V) => number): Promise<V> {
    if (this.ttlMs === 0) {
      this.onLookup?.(false);
      return loader();
    }
    const status: LRUCache.Status<string, V, Loading<V>> = {};
    const value = this.lru.fetch(key, { context: { loader, lifetimeOf }, status });
    // lru-cache settles the lookup's kind before the value arrives.
    this.onLookup?.(status.fetch === 'hit' || status.fetch === 'inflight');
    return (await value) as V;
  }

  get(key: string): V | undefined {
    return this.ttlMs === 0 ? undefined : this.lru.get(key);
  }

  /** Keeps a value, for this entry's own lifetime when given (e.g. a page's s-maxage). */
  set(key: string, value: V, ttlMs = this.ttlMs): void {
    if (this.ttlMs === 0 || ttlMs <= 0) return;
    this.lru.set(key, value, { ttl: ttlMs });
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  /** Forgets every entry whose value matches, leaving the rest; answers how many went. */
  deleteWhere(matches: (value: V) => boolean): number {
    const keys: string[] = [];
    for (const [key, value] of this.lru.entries()) if (matches(value)) keys.push(key);
    for (const key of keys) this.lru.delete(key);
    return keys.length;
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}
