import { ShareKeySchema } from '../../../contract/journals';
import { answerOf } from '../../api/answer';
import { freshKey, pageHttp } from '../../api/page-http';

/**
 * POST /api/journals/{id}/generate-share-key. A new key is the server's to make (the old one
 * stops working), so this is online only and never queued; ky's errors reach the caller.
 */
export async function requestShareKey(journalId: string): Promise<string> {
  const request = pageHttp().post(`journals/${journalId}/generate-share-key`, {
    headers: freshKey(),
  });
  return (await answerOf(request, ShareKeySchema)).share_key;
}
