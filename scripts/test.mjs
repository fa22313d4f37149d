// `npm test`: build the app, run every suite on SQLite, then the server suite (and the crash runs)
// again on PostgreSQL when TEST_DATABASE_URL names one. Without it, says that run was skipped.
import { spawnSync } from 'node:child_process';

const run = (command, args, env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const bin = (name) => `node_modules/.bin/${name}`;
const { TEST_DATABASE_URL: postgresUrl, ...sqliteEnv } = process.env;

run('npm', ['run', '--silent', 'build'], process.env);
run(bin('vitest'), ['run', ...process.argv.slice(2)], sqliteEnv);
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
