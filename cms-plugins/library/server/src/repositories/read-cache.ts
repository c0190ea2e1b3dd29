import { LIBRARY_CACHE_SECONDS } from '@dharma/config/rules';
import { BoundedCache } from '@dharma/config/platform/cache';

/**
 * What a search reads besides its page of hits, kept for a few seconds per process: a query's
 * hit count and the lists of books and playlists. Counting is the costly part of a search for a
 * common word (자비 is in 25,000 of 100,000 passages: FTS5 walks its whole posting list, 3 ms,
 * more than the rest of the request), and people search the same words again and again.
 * Every index write in this process forgets everything at once (`forgetReads`).
 */
const counts = new BoundedCache<number>({ max: 5_000, ttlMs: LIBRARY_CACHE_SECONDS * 1000 });
const lists = new BoundedCache<{ key: string; name: string }[]>({ max: 10, ttlMs: LIBRARY_CACHE_SECONDS * 1000 });

export const readCache = { counts, lists };

export function forgetReads(): void {
  counts.clear();
  lists.clear();
}
