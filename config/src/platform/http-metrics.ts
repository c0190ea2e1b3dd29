import client from 'prom-client';
import { methodLabel } from './ops';

/**
 * The one shape of an HTTP server's Prometheus metrics, web's and the CMS's alike: a registry of
 * its own with the process's metrics (CPU, memory, heap, handles, the event loop's delay as
 * nodejs_eventloop_lag_*), requests answered and their durations by method, matched route and
 * status, and the requests in flight, read at each scrape. Each server adds its own metrics to
 * `registry` and serves `render` on its metrics listener (listenForMetrics). Node-only.
 */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetrics {
  readonly registry: client.Registry;
  /** The buckets every duration histogram of ours uses, in seconds. */
  readonly buckets: number[];
  /** One answered request; `route` is the matched route's pattern, never the raw path. */
  request(method: string | undefined, route: string, status: number, seconds: number): void;
  render(): Promise<{ contentType: string; body: string }>;
}

/** `service` prefixes every name (`web_http_requests_total`, `cms_http_requests_total`). */
export function httpMetrics(service: 'web' | 'cms', { inFlight }: { inFlight: () => number }): HttpMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({
    name: `${service}_http_requests_total`,
    help: 'Requests answered, by method, matched route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: `${service}_http_request_duration_seconds`,
    help: 'Time from the request to its answer, by method and matched route',
    labelNames: ['method', 'route'],
    buckets: SECONDS,
    registers: [registry],
  });
  new client.Gauge({
    name: `${service}_http_requests_in_flight`,
    help: 'Requests being answered right now',
    registers: [registry],
    collect() {
      this.set(inFlight());
    },
  });
  return {
    registry,
    buckets: SECONDS,
    request(method, route, status, seconds) {
      const m = methodLabel(method);
      requests.inc({ method: m, route, status: String(status) });
      durations.observe({ method: m, route }, seconds);
    },
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
