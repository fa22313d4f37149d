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
  // waiting on them). One chain was CI's critical path (873 of 1,006 s) while the server, page
  // and sync suites were done by 310 s; two chains from the start oversubscribed two cores
  // beside those suites (timing failures). So the second chain takes every third spec file, in
  // name order, once the other suites are done: both chains then end at about the same time.
  const specs = readdirSync('tests/e2e')
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `tests/e2e/${name}`);
  const later = specs.filter((_, i) => i % 3 === 0);
  const first = specs.filter((_, i) => i % 3 !== 0);
  const e2e = (files) => [bin('vitest'), ['run', '--project', 'e2e', ...files], sqliteEnv];
  const statuses = await Promise.all([
    started(...e2e(first)),
    inOrder(
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
      e2e(later),
    ),
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
