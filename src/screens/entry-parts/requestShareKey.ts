import { pageHttp } from '../../api/page-http';
import { v7 as uuidv7 } from 'uuid';
import { ShareKeySchema } from '../../../contract/journals';

/**
 * POST /api/journals/{id}/generate-share-key. A new key is the server's to make (the old one
 * stops working), so this is online only and never queued; ky's errors reach the caller.
 */
export async function requestShareKey(journalId: string): Promise<string> {
  const http = pageHttp();
  const answer = await http
    .post(`journals/${journalId}/generate-share-key`, {
      headers: { 'idempotency-key': uuidv7() },
    })
    .json();
  return ShareKeySchema.parse(answer).share_key;
}
