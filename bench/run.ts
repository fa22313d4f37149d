// `npm run bench`: measures the figures the issues budget, prints them as a table and merges them
// into bench/results.json. `npm run bench -- waveform` runs one benchmark by name. A figure over
// its budget, or a benchmark that could not measure, makes the run exit with 1 after writing.
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureApi } from './api-load.js';
import { measureBundle } from './bundle-size.js';
import { measureDeviceSearch } from './device-search.js';
import { measureDeviceSearchWorker } from './device-search-worker.js';
import { measureEntrySave } from './entry-save.js';
import { measureFirstPull } from './first-pull.js';
import { measureFontBytes } from './font-bytes.js';
import { measureLayoutShift } from './layout-shift.js';
import { measureLighthouse } from './lighthouse.js';
import { measureLiveUpdate } from './live-update.js';
import { measureOfflineReplay } from './offline-replay.js';
import { measurePageHeap } from './page-heap.js';
import { measurePullValidation } from './pull-validation.js';
import { saveResults, table, withinBudget, type Figure } from './results.js';
import { measureRoutes } from './routes.js';
import { measureScale } from './scale.js';
import { measureServerMemory } from './server-memory.js';
import { measureServerSearch } from './server-search.js';
import { measureShellPaint } from './shell-paint.js';
import { measureWaveform } from './waveform.js';

const root = fileURLToPath(new URL('../', import.meta.url));

const benchmarks: Record<string, () => Promise<Figure[]>> = {
  bundle: () =>
    Promise.resolve([
      ...measureBundle(`${root}dist/client`),
      ...measureFontBytes(`${root}dist/client`),
    ]),
  waveform: measureWaveform,
  'device-search': measureDeviceSearch,
  'device-search-worker': measureDeviceSearchWorker,
  'entry-save': measureEntrySave,
  'shell-paint': measureShellPaint,
  'offline-replay': measureOfflineReplay,
  'live-update': measureLiveUpdate,
  'first-pull': measureFirstPull,
  'pull-validation': measurePullValidation,
  routes: measureRoutes,
  shifts: measureLayoutShift,
  lighthouse: measureLighthouse,
  'page-heap': measurePageHeap,
  api: measureApi,
  memory: measureServerMemory,
  scale: measureScale,
  'server-search': measureServerSearch,
};

const chosen = process.argv.slice(2);
for (const name of chosen)
  if (!(name in benchmarks))
    throw new Error(`No benchmark "${name}": ${Object.keys(benchmarks).join(', ')}`);

const figures: Figure[] = [];
const failed: string[] = [];
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  console.log(`\n▸ ${name}`);
  try {
    figures.push(...(await run()));
  } catch (error) {
    // The others still run and their figures are kept; the run fails at the end.
    console.error(error);
    failed.push(name);
  }
}
saveResults(`${root}bench/results.json`, figures, {
  node: process.version,
  cpus: cpus().length,
  platform: `${process.platform} ${process.arch}`,
});
console.log(`\n${table(figures)}\n\nWritten to bench/results.json`);
const over = figures.filter((figure) => withinBudget(figure) === false);
if (over.length > 0)
  console.log(`\nOVER BUDGET:\n${over.map((figure) => `  ${figure.name}`).join('\n')}`);
if (failed.length > 0) console.log(`\nFAILED, nothing measured: ${failed.join(', ')}`);
if (over.length > 0 || failed.length > 0) process.exitCode = 1;
