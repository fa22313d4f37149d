import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';

/** One measured figure, beside the budget it is held to (if any). */
export interface Figure {
  /** what was measured, in the product's words */
  name: string;
  value: number;
  unit: string;
  /** the budget: value must stay at or under it */
  budget?: number;
  /** the budget of a score, where more is better: value must stay at or above it */
  floor?: number;
  /** how it was measured (runs, percentile, environment) */
  note?: string;
}

export interface BenchResults {
  measuredAt: string;
  machine: { node: string; cpus: number; platform: string };
  figures: Figure[];
}

export const withinBudget = (figure: Figure) =>
  figure.budget === undefined && figure.floor === undefined
    ? undefined
    : (figure.budget === undefined || figure.value <= figure.budget) &&
      (figure.floor === undefined || figure.value >= figure.floor);

const budgetText = (figure: Figure) =>
  figure.budget !== undefined
    ? `≤ ${figure.budget} ${figure.unit}`.trim()
    : figure.floor !== undefined
      ? `≥ ${figure.floor} ${figure.unit}`.trim()
      : '';

/** A plain-text table: name, value, budget, and whether it holds. */
export function table(figures: Figure[]): string {
  const rows = figures.map((figure) => {
    const ok = withinBudget(figure);
    return [
      figure.name,
      `${round(figure.value)} ${figure.unit}`.trim(),
      budgetText(figure),
      ok === undefined ? '' : ok ? 'ok' : 'OVER',
    ];
  });
  const header = ['figure', 'value', 'budget', ''];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Whole numbers from 100, one decimal from 1, two significant digits below (a layout shift). */
const round = (n: number) =>
  Math.abs(n) >= 100
    ? n.toFixed(0)
    : Math.abs(n) >= 1 || n === 0
      ? n.toFixed(1)
      : String(Number(n.toPrecision(2)));

/**
 * Merges this run's figures into the results file: a figure measured now replaces the one of the
 * same name, others (from benchmarks not run this time) stay, so partial runs keep the file whole.
 */
export function saveResults(path: string, figures: Figure[], machine: BenchResults['machine']) {
  const previous: BenchResults | undefined = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as BenchResults)
    : undefined;
  const fresh = new Set(figures.map((figure) => figure.name));
  const kept = (previous?.figures ?? []).filter((figure) => !fresh.has(figure.name));
  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    machine,
    figures: [...kept, ...figures],
  };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}
