import { mulberry32 } from '../../../contract/mulberry32.js';

/** A seeded source of randomness, so a failing simulation can be replayed from its seed. */
export interface Random {
  /** 0 ≤ x < 1 */
  next: () => number;
  /** an integer in [min, max] */
  int: (min: number, max: number) => number;
  /** true with probability p */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** a short lowercase word, for titles and notes */
  word: () => string;
}

export { mulberry32 };

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'to', 'vi', 'ze', 'po'];

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    word: () => Array.from({ length: int(2, 4) }, () => pick(SYLLABLES)).join(''),
  };
}
