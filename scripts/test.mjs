// `npm test`: build the app, run every suite on SQLite, then the server suite (and the crash runs)
// again on PostgreSQL when TEST_DATABASE_URL names one. Without it, says that run was skipped.
import { spawn, spawnSync } from 'node:child_process';

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

const chosen = process.argv.slice(2);
if (chosen.length > 0) run(bin('vitest'), ['run', ...chosen], sqliteEnv);
else {
  // The browser specs run one file at a time (a browser and a server each), mostly waiting on
  // them; vitest's one worker on two cores queued them behind every other suite. Two runs side by
  // side let the browser chain start at once while the server, page and sync suites share the rest.
  const statuses = await Promise.all([
    started(bin('vitest'), ['run', '--project', 'e2e'], sqliteEnv),
    started(
      bin('vitest'),
      ['run', '--project', 'server', '--project', 'web', '--project', 'sync'],
      sqliteEnv,
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
