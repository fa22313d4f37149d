import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Log } from './log.js';
import type { RealtimeHub } from './realtime/hub.js';
import type { Mailer } from './account/mail.js';
import type { MediaUrls } from './media/media-urls.js';

/**
 * What the server's logic needs from the outside world, passed in so that tests can use a real
 * database with a fake clock, a real SMTP server, or a log they can read.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  log: Log;
  mailer: Mailer;
  mediaUrls: MediaUrls;
  /** real-time events to users' open pages (docs/decisions.md #11) */
  realtime: RealtimeHub;
  /** epoch milliseconds */
  now: () => number;
}
