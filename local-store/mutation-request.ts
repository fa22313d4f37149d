import type { Mutation } from '../contract/outbox';
import type { RitualDb } from './db';

/** Why a mutation whose file is gone from IndexedDB can never be sent. */
export const MISSING_FILE = 'The file is no longer on this device.';

/** The body of a mutation: JSON, or a form with its files read back from IndexedDB. */
export async function bodyOf(
  db: RitualDb,
  mutation: Mutation,
): Promise<{ json?: unknown; body?: FormData } | undefined> {
  if (!mutation.form && !mutation.files?.length)
    return mutation.json === undefined ? {} : { json: mutation.json };
  const form = new FormData();
  for (const [name, value] of Object.entries(mutation.form ?? {})) form.append(name, value);
  for (const file of mutation.files ?? []) {
    const stored = await db.blobs.get(file.blobId);
    if (!stored) return undefined;
    form.append(file.field, stored.blob, file.name);
  }
  return { body: form };
}
