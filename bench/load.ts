// Runs autocannon against one or several servers at once and reads requests per second and p99
// latency from it. Durations come from the environment so a loaded machine can run short.
import { cpus } from 'node:os';
import autocannon, { type RawResult } from 'autocannon';
import type { ApiRoute } from './api-workload.js';

/** A duration in seconds from the environment variable `name`. */
export const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a number of seconds above 0`);
  return value;
};

/** Issue 9: two connections per core, over loopback. BENCH_CONNECTIONS overrides it. */
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 2 * cpus().length);
/** Each measured run, and the unmeasured run before it that lets the JIT and caches warm up. */
export const loadSeconds = seconds('BENCH_API_SECONDS', 4);
export const warmUpSeconds = seconds('BENCH_WARMUP_SECONDS', 1);

export interface Load {
  /** answers per second (every one with the status the route expects) */
  rps: number;
  /** answers in the measured run */
  answered: number;
  /** milliseconds */
  p99: number;
  p50: number;
  /** what the meter read over the measured run */
  metered?: number;
}

/** Measures something over the measured run only: called at its start, answers its stop. */
export type Meter = () => Promise<() => Promise<number>>;

/** A run that got any other answer than the route's status measured something else: stop. */
function assertAllOk(results: RawResult[], status: number, what: string) {
  for (const result of results) {
    const answered = Object.keys(result.statusCodeStats);
    if (result.errors === 0 && answered.every((code) => code === String(status))) continue;
    throw new Error(
      `${what}: expected only ${status}, got ${JSON.stringify(result.statusCodeStats)}, ` +
        `${result.errors} errors (${result.timeouts} timeouts)`,
    );
  }
}

type Route = Pick<ApiRoute, 'label' | 'path' | 'status' | 'options'>;

/** One autocannon per URL, all at once, `perServer` connections each; raw results, checked. */
async function fire(urls: string[], route: Route, perServer: number, time: number) {
  const shared = route.options();
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        ...shared,
        url: `${url}${route.path}`,
        connections: perServer,
        duration: time,
        skipAggregateResult: true,
      }),
    ),
  );
  assertAllOk(results, route.status, `${route.label} on ${urls.join(', ')}`);
  return results;
}

/** p50/p99 over all the runs' latencies together. */
function latencies(results: RawResult[]) {
  const merged = autocannon.aggregateResult(results, { url: 'http://127.0.0.1' });
  return { p99: merged.latency.p99, p50: merged.latency.p50 };
}

/** Answers with the route's status (fire() refused any other): 2xx, or 3xx for a 304. */
const answeredOf = (result: RawResult) => result['2xx'] + result['3xx'];
const answeredIn = (results: RawResult[]) =>
  results.reduce((sum, result) => sum + answeredOf(result), 0);

/**
 * Loads several servers at once, one autocannon per URL with `perServer` connections each, and
 * merges them: rps is the sum of the servers', p50/p99 come from all latencies together.
 */
export async function loadTogether(
  urls: string[],
  route: Route,
  perServer: number,
  duration = loadSeconds,
  meter?: Meter,
): Promise<Load> {
  await fire(urls, route, perServer, warmUpSeconds);
  const stop = await meter?.();
  const results = await fire(urls, route, perServer, duration);
  const metered = await stop?.();
  return {
    rps: results.reduce((sum, result) => sum + answeredOf(result) / result.duration, 0),
    answered: answeredIn(results),
    ...latencies(results),
    ...(metered === undefined ? {} : { metered }),
  };
}

/** One server, `connections` connections. */
export const loadOne = (url: string, route: Route, duration = loadSeconds) =>
  loadTogether([url], route, connections, duration);

/**
 * Two servers loaded in turn, A B B A, each for half the duration in each turn: on a machine
 * whose other load drifts, both see the same conditions on average (a plain A then B does not).
 */
export async function loadInTurn(
  first: string,
  second: string,
  route: Route,
): Promise<[Load, Load]> {
  const urls = [first, second];
  for (const url of urls) await fire([url], route, connections, warmUpSeconds);
  const runs: RawResult[][] = [[], []];
  for (const which of [0, 1, 1, 0])
    runs[which]!.push(...(await fire([urls[which]!], route, connections, loadSeconds / 2)));
  const summary = (results: RawResult[]): Load => ({
    rps: answeredIn(results) / results.reduce((sum, result) => sum + result.duration, 0),
    answered: answeredIn(results),
    ...latencies(results),
  });
  return [summary(runs[0]!), summary(runs[1]!)];
}
