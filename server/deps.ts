import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Log } from './log.js';
import type { RealtimeHub } from './realtime/hub.js';
import type { Mailer } from './account/mail.js';
import type { MediaFiles } from './media/media-files.js';
import type { MediaUrls } from './media/media-urls.js';
import type { PageCache } from './http/page-cache.js';
import type { ReadMemo } from './http/read-memo.js';
import type { Push } from './push/push-sender.js';
import type { SnoozeCapabilities } from './reminders/snooze-capability.js';

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
  /** where media files are kept: DATA_DIR/media or an S3-compatible bucket (MEDIA_STORE) */
  mediaFiles: MediaFiles;
  /** real-time events to users' open pages (docs/decisions.md #11) */
  realtime: RealtimeHub;
  /** Web Push for reminders (docs/decisions.md #22): the VAPID public key and the sender */
  push: Push;
  /** signs and reads the "Snooze 1 hour" capability a reminder's push carries */
  snoozes: SnoozeCapabilities;
  /** read answers serialized once, by their ETag (http/page-cache.ts) */
  pageCache: PageCache;
  /** per reader and URL, the tag last answered, for reads answered at the edge (http/read-memo.ts) */
  readMemo: ReadMemo;
  /** epoch milliseconds */
  now: () => number;
  /**
   * milliseconds from a clock that never jumps (performance.now), for rates such as a socket's
   * event allowance; read at each use, so a test can hold it still
   */
  monotonicNow: () => number;
}
