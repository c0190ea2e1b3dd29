import { messages } from '@dharma/config';
import { BoundedCache } from '@dharma/config/cache';
import { env } from './env.server';

/**
 * The one way web talks to the CMS. Public reads are cached briefly in memory (editors' changes
 * show within CONTENT_CACHE_SECONDS) and concurrent identical reads share one request, so a burst
 * of visitors costs the CMS one call. An unreachable CMS becomes a 503 page, never a crash.
 */

/** A 4xx from the CMS. `reason` is the CMS's own message (Korean, from the catalogue) to show the learner. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    path: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

const TIMEOUT_MS = 8000;
/** Distinct CMS reads kept: pages, lists and (later) search queries; the least used go first. */
const CONTENT_CACHE_MAX = 2000;
let contentCache: BoundedCache<NonNullable<unknown>> | undefined;
function contents() {
  contentCache ??= new BoundedCache({ max: CONTENT_CACHE_MAX, ttlMs: env().CONTENT_CACHE_SECONDS * 1000 });
  return contentCache;
}

function unavailable(): Response {
  return new Response(messages.cms_unavailable, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' },
  });
}

export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(new URL(path, env().CMS_URL), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw unavailable();
  }
}

export async function readJson<T>(response: Response, path: string): Promise<T> {
  if (response.status >= 500) throw unavailable();
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = (body as { error?: { message?: string } } | null)?.error?.message ?? response.statusText;
    throw new CmsError(response.status, reason, path);
  }
  return body as T;
}

/** GET a public read, cached for CONTENT_CACHE_SECONDS; concurrent identical reads share one call. */
export async function cmsGet<T>(path: string): Promise<T> {
  const load = () => request(path, { headers: { Accept: 'application/json' } }).then((res) => readJson<NonNullable<unknown>>(res, path));
  return (await contents().load(path, load)) as T;
}

/** Like cmsGet, but a 404 from the CMS is `null` instead of an error. */
export async function cmsGetOrNull<T>(path: string): Promise<T | null> {
  try {
    return await cmsGet<T>(path);
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

/** Streams a CMS file (media uploads) through web, so the browser only ever talks to web. */
export async function cmsFile(path: string): Promise<Response> {
  const upstream = await request(path);
  if (upstream.status >= 500) throw unavailable();
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (upstream.ok) headers.set('Cache-Control', 'public, max-age=3600');
  return new Response(upstream.body, { status: upstream.status, headers });
}
