// `npm run soak`: the multi-device sync simulation and the crash-during-sync runs with many fresh
// seeds, far more than `npm test` draws. Not part of CI: it takes a quarter of an hour or more.
//   npm run soak -- --scripts 5000 --crash-runs 50 --jobs 2
// Each batch is one vitest process with a fresh base seed; it prints the seeds it drew, and every
// failing seed with the command that replays it. Set TEST_DATABASE_URL to soak on PostgreSQL.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    scripts: { type: 'string', default: '5000' },
    'crash-runs': { type: 'string', default: '50' },
    jobs: { type: 'string', default: '2' },
    'batch-scripts': { type: 'string', default: '500' },
    'batch-crash-runs': { type: 'string', default: '10' },
  },
});
const count = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

/** Splits `total` into batches of at most `size`. */
const batches = (total, size) =>
  Array.from({ length: Math.ceil(total / size) }, (_, i) => Math.min(size, total - i * size));

const jobs = [
  ...batches(count('scripts'), count('batch-scripts')).map((n) => ({
    suite: 'sync simulation',
    file: 'tests/sync/simulation.test.ts',
    env: { SYNC_SCRIPTS: String(n) },
  })),
  ...batches(count('crash-runs'), count('batch-crash-runs')).map((n) => ({
    suite: 'crash during sync',
    file: 'tests/sync/crash-during-sync.test.ts',
    env: { CRASH_RUNS: String(n) },
  })),
];

// What the suites print (tests/sync/support/seeds.ts and each suite's failure message).
const DRAWN = /^(.*): (\d+) fresh seeds from (\d+) to (\d+).*Replay this run: (.*)$/;
const FAILED = /(?:Sync script|Crash run) (\d+) failed: (.*)$/;
const REPLAY = /^Re-run it alone: (.*)$/;
const PASSED = /Tests\s+(?:(\d+) failed \| )?(\d+) passed/;
// eslint-disable-next-line no-control-regex -- vitest colours its output
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');

const totals = { passed: 0, failed: 0, fresh: 0 };
const failures = [];

function runJob(job) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'sync', job.file], {
      env: { ...process.env, ...job.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('close', (code) => {
      const lines = text.split('\n').map(plain);
      let counted = false;
      for (const [i, line] of lines.entries()) {
        const drawn = line.trim().match(DRAWN);
        if (drawn) {
          totals.fresh += Number(drawn[2]);
          console.log(`${drawn[1]}: seeds ${drawn[3]}–${drawn[4]} (${drawn[5]})`);
        }
        const failed = line.trim().match(FAILED);
        if (failed && !failures.some((f) => f.suite === job.suite && f.seed === failed[1])) {
          const replay = lines
            .slice(i + 1, i + 4)
            .map((l) => l.trim().match(REPLAY)?.[1])
            .find(Boolean);
          failures.push({ suite: job.suite, seed: failed[1], why: failed[2], replay });
        }
        const passed = line.match(PASSED);
        if (passed && !counted) {
          counted = true;
          totals.failed += Number(passed[1] ?? 0);
          totals.passed += Number(passed[2]);
        }
      }
      if (!counted) {
        // vitest stopped before counting (a crash of the run itself): show its end.
        totals.failed += 1;
        failures.push({ suite: job.suite, seed: '?', why: `vitest exited ${code}`, replay: '' });
        console.log(lines.slice(-40).join('\n'));
      }
      resolve();
    });
  });
}

const started = Date.now();
const queue = [...jobs];
await Promise.all(
  Array.from({ length: count('jobs') }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await runJob(job);
  }),
);

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\nSoak: ${totals.fresh} fresh seeds drawn; ${totals.passed} runs passed, ${totals.failed} failed` +
    ` (regression seeds included) in ${minutes} min.`,
);
for (const failure of failures)
  console.log(`FAILED ${failure.suite} seed ${failure.seed}: ${failure.why}\n  ${failure.replay}`);
process.exit(totals.failed === 0 ? 0 : 1);
