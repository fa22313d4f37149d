import { readConfig } from './config.js';
import { openConfiguredDatabase } from './bootstrap.js';
import { runAdminCommand } from './account/admin-commands.js';

/** The admin command (`npm run admin -- grant <username>`): the server's configuration, its database. */
try {
  const config = readConfig();
  const database = await openConfiguredDatabase(config, { poolSize: 1 });
  try {
    process.exitCode = await runAdminCommand(process.argv.slice(2), database, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
