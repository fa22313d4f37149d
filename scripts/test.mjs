// `npm test`: build the app, run every suite on SQLite, then the server suite (and the crash runs)
// again on PostgreSQL when TEST_DATABASE_URL names one. Without it, says that run was skipped.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const run = (command, args, env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const bin = (name) => `node_modules/.bin/${name}`;
const { TEST_DATABASE_URL: postgresUrl, ...sqliteEnv } = process.env;

run('npm', ['run', '--silent', 'build'], process.env);
/** Runs a command to its end; resolves with its exit status. */
const started = (command, args, env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
/** Runs each command after the one before, whatever it ends with; resolves with the first failure. */
const inOrder = async (...commands) => {
  let failed = 0;
  for (const command of commands) {
    const status = await started(...command);
    if (failed === 0) failed = status;
  }
  return failed;
};

/** The server tests of media files, run on the local store and again on S3 (MEDIA_STORE). */
const MEDIA_SUITE = [
  'server/media',
  'server/account/account.test.ts',
  'server/account/export.test.ts',
  'server/entries/entries.test.ts',
  'server/journals/examples.test.ts',
  'server/reliability/upload-attacks.test.ts',
  'server/reliability/concurrency.test.ts',
];

const chosen = process.argv.slice(2);
if (chosen.length > 0) run(bin('vitest'), ['run', ...chosen], sqliteEnv);
else {
  // The browser specs run one file at a time per chain (a browser and a server each, mostly
  // waiting on them); two chains from the start oversubscribed two cores beside the server, page
  // and sync suites (timing failures). So the first chain starts on the specs at once and the
  // second joins once those suites are done, each taking the next file as it finishes one: both
  // end within a file of each other. A fixed share (every third file) left the first chain
  // 130 s behind the second on a slower runner, as file times differ by machine.
  const specs = readdirSync('tests/e2e')
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `tests/e2e/${name}`);
  let nextSpec = 0;
  const e2e = (files) => [bin('vitest'), ['run', '--project', 'e2e', ...files], sqliteEnv];
  /** Runs spec files from the shared list until none is left; resolves with the first failure. */
  const specChain = async () => {
    let failed = 0;
    while (nextSpec < specs.length) {
      const status = await started(...e2e([specs[nextSpec++]]));
      if (failed === 0) failed = status;
    }
    return failed;
  };
  const statuses = await Promise.all([
    specChain(),
    (async () => {
      const suites = await inOrder(
        [
          bin('vitest'),
          ['run', '--project', 'server', '--project', 'web', '--project', 'sync'],
          sqliteEnv,
        ],
        // The media suite again with its files in an S3 bucket (a local stand-in, s3rver):
        // uploads, Range, private links, export, deletion, attacks and the sweep on both stores.
        [
          bin('vitest'),
          ['run', '--project', 'server', ...MEDIA_SUITE],
          { ...sqliteEnv, TEST_MEDIA_STORE: 's3' },
        ],
      );
      const browser = await specChain();
      return suites !== 0 ? suites : browser;
    })(),
  ]);
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
if (postgresUrl) {
  console.log('\nServer suite again on PostgreSQL (TEST_DATABASE_URL)\n');
  run(bin('vitest'), ['run', '--project', 'server'], process.env);
  // and the runs that kill a server process mid-sync, which live beside the sync tests
  run(
    bin('vitest'),
    ['run', '--project', 'sync', 'tests/sync/crash-during-sync.test.ts'],
    process.env,
  );
} else {
  console.log(
    '\nPostgreSQL run skipped: TEST_DATABASE_URL is not set. To run the server suite on PostgreSQL too:\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test\n',
  );
}
