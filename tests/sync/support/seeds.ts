import { randomInt } from 'node:crypto';

/** How a seeded suite is told what to run, by environment variable names. */
export interface SeedPlan {
  /** what the suite is called in its printed lines */
  suite: string;
  /** replays one seed, e.g. SYNC_SEED */
  one: string;
  /** replays a whole run from its base, e.g. SYNC_BASE_SEED */
  base: string;
  /** how many fresh seeds, e.g. SYNC_SCRIPTS */
  count: string;
  defaultCount: number;
  /** seeds that once failed: run every time, besides the fresh ones */
  regressions?: readonly number[];
  /** the command that runs the suite's file */
  command: string;
}

/** Below 2^31 so every seed stays a small positive integer that mulberry32 takes as it is. */
const SEED_RANGE = 2 ** 31 - 1_000_000;

/**
 * The seeds of one run: the fixed regression seeds, then `count` seeds from a base drawn fresh on
 * every run (printed, so the run can be replayed), so each run explores scripts no run before
 * it tried. `one` replays a single seed, `base` a whole earlier run.
 */
export function drawSeeds(plan: SeedPlan, env: NodeJS.ProcessEnv = process.env): number[] {
  const one = env[plan.one];
  if (one) return [parseSeed(plan.one, one)];
  const count = env[plan.count] ? parseSeed(plan.count, env[plan.count]!) : plan.defaultCount;
  const fromEnv = env[plan.base];
  const base = fromEnv ? parseSeed(plan.base, fromEnv) : randomInt(SEED_RANGE);
  const fresh = Array.from({ length: count }, (_, index) => base + index);
  const regressions = (plan.regressions ?? []).filter((seed) => !fresh.includes(seed));
  console.info(
    `${plan.suite}: ${count} fresh seeds from ${base} to ${base + count - 1}` +
      (regressions.length > 0 ? `, and regression seeds ${regressions.join(', ')}` : '') +
      `. Replay this run: ${plan.base}=${base} ${plan.count}=${count} ${plan.command}`,
  );
  return [...regressions, ...fresh];
}

function parseSeed(name: string, value: string): number {
  const seed = Number(value);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`${name}=${value} is not a seed`);
  return seed;
}

/** The line a failing seed prints: how to run it alone. */
export const replayLine = (plan: SeedPlan, seed: number, prefix = '') =>
  `Re-run it alone: ${prefix}${plan.one}=${seed} ${plan.command}`;
