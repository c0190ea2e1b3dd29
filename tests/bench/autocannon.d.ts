// autocannon ships no types: what the bench calls of it, as autocannon 8's README describes it.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    /** seconds; ignored when `amount` is set */
    duration?: number;
    /** requests in all, instead of a duration */
    amount?: number;
    title?: string;
    headers?: Record<string, string>;
  }
  export interface Histogram {
    average: number;
    mean: number;
    total: number;
    p50: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  export interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export interface Instance extends EventEmitter {
    /** each answer: the client, its status code, the bytes read and its time in ms */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
