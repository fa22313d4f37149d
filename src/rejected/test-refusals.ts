import type { Mutation } from '../../contract/outbox';
import { newMediaEntry } from '../data/actions/entries';
import type { RejectedMutation } from '../../local-store/db';
import { aPerson } from '../test/people';

/** Test fixtures (refused writes) for the refused-entry helpers' tests. */
let now = 1_000;

/** A photo entry the server refused for its bytes, as refuse() stores it; its file is returned too. */
export function refusedPhoto(notes: string) {
  now += 1;
  const made = newMediaEntry(
    { journal_id: 'j1', notes, file: new Blob([notes]), name: 'a.jpg', type: 'image' },
    { now, user: aPerson('me', { id: 'me' }) },
  );
  const mutation: Mutation = { ...made.mutation, attempts: 1, lastError: 'HTTP 415' };
  const row: RejectedMutation = {
    id: mutation.id,
    mutation,
    status: 415,
    message: 'The file type could not be identified.',
    snapshot: null,
    at: now,
  };
  return { row, blob: made.blobs[0]! };
}
