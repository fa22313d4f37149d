import { performance } from 'node:perf_hooks';
import type { Config } from './config.js';
import { openDatabase, sqliteFileIn, type Database } from './db/database.js';
import type { AppDeps } from './deps.js';
import { createPageCache } from './http/page-cache.js';
import { createReadMemo } from './http/read-memo.js';
import type { Log } from './log.js';
import { RealtimeHub } from './realtime/hub.js';
import { createMailer, type Mailer } from './account/mail.js';
import { MediaUrls } from './media/media-urls.js';
import { openMediaFiles } from './media/open-media-files.js';
import { sharedSecret } from './account/settings.js';
import { backfillEntrySearch } from './entries/search-backfill.js';
import { webPushSender, type PushSender } from './push/push-sender.js';
import { vapidDetails } from './push/vapid-keys.js';
import { SnoozeCapabilities } from './reminders/snooze-capability.js';

/** Readers × URLs the read memo keeps: each about 300 bytes, so at most some 6 MB. */
const READ_MEMO_ENTRIES = 20_000;

/** The database the configuration names (PostgreSQL when DATABASE_URL is set), migrated. */
export function openConfiguredDatabase(
  config: Config,
  options: { poolSize?: number; onPoolError?: (error: Error) => void } = {},
): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? {
          dialect: 'postgres',
          url: config.databaseUrl,
          poolSize: options.poolSize ?? config.databasePoolSize,
          ...(options.onPoolError ? { onPoolError: options.onPoolError } : {}),
        }
      : { dialect: 'sqlite', file: sqliteFileIn(config.dataDir) },
  );
}

/** Opens the configured database (migrating it) and assembles what the server's logic needs. */
export async function openDeps(
  config: Config,
  log: Log,
  overrides: {
    now?: () => number;
    mailer?: Mailer;
    database?: Database;
    sendPush?: PushSender;
  } = {},
): Promise<AppDeps> {
  const database =
    overrides.database ??
    (await openConfiguredDatabase(config, {
      onPoolError: (error) => log.warn('database connection lost', { error: String(error) }),
    }));
  // Before the first request: a search must find the entries written before its index existed.
  await backfillEntrySearch(database);
  const vapid = await vapidDetails(database, config);
  return {
    config,
    database,
    log,
    mailer: overrides.mailer ?? createMailer(config, log),
    mediaUrls: new MediaUrls(await sharedSecret(database, 'media-signing-secret')),
    mediaFiles: await openMediaFiles(config),
    realtime: new RealtimeHub(),
    pageCache: createPageCache(config.pageCacheBytes),
    // PAGE_CACHE_MB=0 turns both off: the memo's 200s come from the page cache.
    readMemo: createReadMemo(config.pageCacheBytes > 0 ? READ_MEMO_ENTRIES : 0),
    push: { publicKey: vapid.publicKey, send: overrides.sendPush ?? webPushSender(vapid) },
    snoozes: new SnoozeCapabilities(await sharedSecret(database, 'reminder-snooze-secret')),
    now: overrides.now ?? Date.now,
    monotonicNow: () => performance.now(),
  };
}
