// Web's Prometheus metrics (prom-client; the HTTP ones in the shape the CMS's have, config's
// http-metrics), served by the metrics listener on 127.0.0.1 only (WEB_METRICS_PORT). Every label
// takes a few values whatever visitors send: a request is named by the Remix route it matched
// (`/studyroom/courses/:courseCode/:day`), never by its path.
import client from 'prom-client';
import { matchRoutes } from '@remix-run/router';
import cacheConfig from '@dharma/config/platform/cache';
import opsConfig from '@dharma/config/platform/ops';
import httpMetricsConfig from '@dharma/config/platform/http-metrics';

const { BoundedCache } = cacheConfig;
const { cmsTarget, statusClass } = opsConfig;
const { httpMetrics } = httpMetricsConfig;

/** Most distinct paths whose route is remembered; matching one costs ~75 µs, a lookup ~1 µs. */
const ROUTE_NAMES_MAX = 2000;

/**
 * The route pattern a path matches in the Remix build (`/articles/:articleType/:documentId`; the catch-all is
 * `/*`), remembered per path: the route table is fixed for the life of the process.
 * @param {Pick<import('@remix-run/node').ServerBuild, 'routes'>} build
 * @returns {(pathname: string) => string}
 */
export function routeNamer(build) {
  /** @type {(parentId: string | undefined) => import('@remix-run/router').AgnosticRouteObject[]} */
  const tree = (parentId) =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          // An index route has no children (Remix refuses them), so its list is empty.
          /** @type {import('@remix-run/router').AgnosticRouteObject} */ ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: tree(route.id),
          }),
      );
  const routes = tree(undefined);
  /** @type {import('@dharma/config/platform/cache').BoundedCache<string>} */
  const names = new BoundedCache({ max: ROUTE_NAMES_MAX, ttlMs: 24 * 3600 * 1000 });
  return (pathname) => {
    let name = names.get(pathname);
    if (name === undefined) {
      const matches = matchRoutes(routes, pathname);
      name = matches
        ? `/${matches
            .map((m) => m.route.path)
            .filter(Boolean)
            .join('/')}`
        : 'unmatched';
      names.set(pathname, name);
    }
    return name;
  };
}

/**
 * The registry and what the server records into it: the HTTP metrics every server of ours has
 * (httpMetrics; `inFlight` is read at each scrape), then web's calls to the CMS and its two caches.
 * @param {{ inFlight: () => number }} options
 */
export function createMetrics({ inFlight }) {
  const http = httpMetrics('web', { inFlight });
  const registry = http.registry;
  const cmsCalls = new client.Counter({
    name: 'web_cms_requests_total',
    help: 'Calls to the CMS, by the part of the API called and status class (error: no answer)',
    labelNames: ['target', 'status_class'],
    registers: [registry],
  });
  const cmsDurations = new client.Histogram({
    name: 'web_cms_request_duration_seconds',
    help: 'Time a CMS call took, answer read, by the part of the API called',
    labelNames: ['target'],
    buckets: http.buckets,
    registers: [registry],
  });
  const pageCache = new client.Counter({
    name: 'web_page_cache_lookups_total',
    help: 'Anonymous page requests served from the shared page cache (hit) or rendered (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  const contentCache = new client.Counter({
    name: 'web_content_cache_lookups_total',
    help: 'Public CMS reads answered from the content cache (hit) or asked of the CMS (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  const result = (/** @type {boolean} */ hit) => (hit ? 'hit' : 'miss');
  return {
    request: http.request,
    /** @type {import('@dharma/config/platform/ops').WebObserver['cmsCall']} */
    cmsCall(path, status, seconds) {
      const target = cmsTarget(path);
      cmsCalls.inc({ target, status_class: statusClass(status) });
      cmsDurations.observe({ target }, seconds);
    },
    pageCache: (/** @type {boolean} */ hit) => pageCache.inc({ result: result(hit) }),
    contentCache: (/** @type {boolean} */ hit) => contentCache.inc({ result: result(hit) }),
    render: http.render,
  };
}
