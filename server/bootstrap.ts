import type { Config } from './config.js';
import { openDatabase, sqliteFileIn, type Database } from './db/database.js';
import type { AppDeps } from './deps.js';
import type { Log } from './log.js';
import { createMailer, type Mailer } from './services/mail.js';
import { MediaUrls } from './services/media-urls.js';
import { sharedSecret } from './services/settings.js';

/** Opens the configured database (migrating it) and assembles what the server's logic needs. */
export async function openDeps(
  config: Config,
  log: Log,
  overrides: { now?: () => number; mailer?: Mailer; database?: Database } = {},
): Promise<AppDeps> {
  const database =
    overrides.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            dialect: 'postgres',
            url: config.databaseUrl,
            poolSize: config.databasePoolSize,
            onPoolError: (error) => log.warn('database connection lost', { error: String(error) }),
          }
        : { dialect: 'sqlite', file: sqliteFileIn(config.dataDir) },
    ));
  return {
    config,
    database,
    log,
    mailer: overrides.mailer ?? createMailer(config, log),
    mediaUrls: new MediaUrls(await sharedSecret(database, 'media-signing-secret')),
    now: overrides.now ?? Date.now,
  };
}
