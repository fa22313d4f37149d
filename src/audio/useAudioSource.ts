import { useEffect, useState } from 'react';
import type { Entry } from '../../contract/entries';
import type { RitualDb } from '../../local-store/db';
import { openAudioSource } from './audio-source';

/** Where the loaded entry plays from; `url` null when it has no file to play here. */
export interface LoadedSource {
  entryId: string;
  url: string | null;
}

/**
 * The address of an entry's sound, opened while the entry is loaded and let go (an object URL
 * revoked) when another entry loads, the player stops, or the server's link arrives. Null while
 * it is being found.
 */
export function useAudioSource(
  db: RitualDb,
  entry: Pick<Entry, 'id' | 'link'> | null,
): LoadedSource | null {
  const [source, setSource] = useState<LoadedSource | null>(null);
  const entryId = entry?.id ?? null;
  const link = entry?.link ?? null;

  useEffect(() => {
    if (entryId === null) return;
    let cancelled = false;
    let release = () => undefined as void;
    void openAudioSource(
      { id: entryId, link },
      {
        readBlob: async (id) => (await db.blobs.get(id))?.blob,
        createObjectURL: (blob) => URL.createObjectURL(blob),
        revokeObjectURL: (url) => URL.revokeObjectURL(url),
      },
    ).then(
      (opened) => {
        if (cancelled) return opened?.release();
        if (opened) release = () => opened.release();
        setSource({ entryId, url: opened?.url ?? null });
      },
      () => !cancelled && setSource({ entryId, url: null }),
    );
    return () => {
      cancelled = true;
      release();
      // A revoked address must not be handed out again, even for a moment.
      setSource(null);
    };
  }, [db, entryId, link]);

  return source?.entryId === entryId ? source : null;
}
