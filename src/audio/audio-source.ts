import type { Entry } from '../../contract/entries';

/** An address the <audio> element can play an entry from, and how to let it go afterwards. */
export interface AudioSource {
  url: string;
  release(): void;
}

export interface AudioSourceDeps {
  /** the recording still waiting on this device to upload (db.blobs, keyed by the entry id) */
  readBlob(entryId: string): Promise<Blob | undefined>;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

/**
 * The server's file once it has one; before that, the recording still kept on this device, so a
 * recording plays offline before it uploads. Null when there is neither (an entry made on another
 * device whose upload has not arrived).
 */
export async function openAudioSource(
  entry: Pick<Entry, 'id' | 'link'>,
  deps: AudioSourceDeps,
): Promise<AudioSource | null> {
  if (entry.link) return { url: entry.link, release: () => undefined };
  const blob = await deps.readBlob(entry.id);
  if (!blob) return null;
  const url = deps.createObjectURL(blob);
  let released = false;
  return {
    url,
    release: () => {
      // An object URL keeps its blob in memory until it is revoked, once.
      if (released) return;
      released = true;
      deps.revokeObjectURL(url);
    },
  };
}
