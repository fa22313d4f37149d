import { onTestFailed } from 'vitest';
import { mulberry32 } from '../../contract/mulberry32.js';

interface Random {
  seed: number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * A fresh seed on each run (RELIABILITY_SEED=<n> replays one), printed when the calling test
 * fails. Call it inside a test.
 */
export function seededRandom(): Random {
  const fromEnv = process.env.RELIABILITY_SEED;
  const seed = fromEnv ? Number(fromEnv) : Math.floor(Math.random() * 2 ** 31);
  onTestFailed(() => {
    console.error(`seed ${seed}: replay with RELIABILITY_SEED=${seed}`);
  });
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    int,
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
