// autocannon ships no types (and only autocannon itself may be added for issue 9): the part of its
// documented programmatic API the server benchmarks use.
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before every request; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }

  export interface Client {
    /** Replaces this connection's requests (pipelining 1 only). */
    setRequests(requests: Request[]): void;
  }

  /** The path is the url's: a `path` here would be ignored. */
  export interface Options extends Omit<Request, 'path' | 'setupRequest'> {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    pipelining?: number;
    /** seconds before a request counts as timed out */
    timeout?: number;
    requests?: Request[];
    /** Called once per connection when it is made. */
    setupClient?: (client: Client) => void;
    /** Leaves the result raw, to be merged with others by aggregateResult. */
    skipAggregateResult?: boolean;
  }

  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  /** What an instance run with skipAggregateResult answers: counts, histograms still encoded. */
  export interface RawResult {
    /** seconds */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Result extends RawResult {
    /** milliseconds */
    latency: Histogram;
    /** requests per second, sampled once a second */
    requests: Histogram;
  }

  interface Autocannon {
    (options: Options & { skipAggregateResult: true }): Promise<RawResult>;
    (options: Options): Promise<Result>;
    aggregateResult(results: RawResult[], options: Partial<Options>): Result;
  }
  const autocannon: Autocannon;
  export default autocannon;
}
