import type { KyInstance } from 'ky';
import { answerOf } from '../api/answer';
import { pageHttp } from '../api/page-http';

let domain: Promise<string> | undefined;

/** JITSI_DOMAIN as the server says (GET /api/video/config), asked once per page load. */
export function videoDomain(http: KyInstance = pageHttp()): Promise<string> {
  // The schema (zod) loads with the first video chat, not with the app's first screen.
  domain ??= answerOf(
    http.get('video/config'),
    async () => (await import('../../contract/video')).VideoConfigSchema,
  )
    .then((config) => config.domain)
    .catch((error: unknown) => {
      domain = undefined;
      throw error;
    });
  return domain;
}

/**
 * Showing the panel (docs/product.md §4, §7): the activity line 'jitsi-join' and the analytics event
 * 'jitsi_enabled'. Neither is worth an error on screen: the call itself works without them.
 */
export async function reportVideoChatShown(
  journalId: string,
  http: KyInstance = pageHttp(),
): Promise<void> {
  await Promise.allSettled([
    http.post('activity', { json: { type: 'jitsi-join', journal_id: journalId } }),
    http.post('events', { json: { name: 'jitsi_enabled' } }),
  ]);
}
