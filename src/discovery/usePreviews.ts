import { useEffect, useRef, useState } from 'react';
import type { JournalPreview } from '../../contract/discovery';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { discoveryHttp, readPreviews } from './discovery-api';
import { readRemembering, rememberedKey } from './remembered-reads';

/**
 * The newest pictures of each journal for its card, by journal id, as each read ends; kept for
 * offline visits; empty when none can be read. Journals read before stay known as more are asked
 * for (a list grows page by page).
 */
export function usePreviewsOf(
  journalIds: readonly string[],
): ReadonlyMap<string, JournalPreview[]> {
  const { db } = useLocalStore();
  const [known, setKnown] = useState<ReadonlyMap<string, JournalPreview[]>>(new Map());
  // The journals whose read has ended: a list that grows reads only its new ones.
  const read = useRef(new Set<string>());
  // One key for the set asked for: the caller's array is a new one on every render.
  const asked = journalIds.join(' ');
  useEffect(() => {
    const abort = new AbortController();
    const unread = asked.split(' ').filter((id) => id !== '' && !read.current.has(id));
    for (const journalId of unread) {
      const load = () => readPreviews(discoveryHttp(), journalId, abort.signal);
      void readRemembering(db, rememberedKey.previews(journalId), load).then((outcome) => {
        if (abort.signal.aborted) return;
        // A card without pictures still shows its journal: a failure here is not worth a message.
        const list = outcome.kind === 'failed' ? [] : outcome.value;
        read.current.add(journalId);
        setKnown((before) => new Map(before).set(journalId, list));
      });
    }
    return () => abort.abort();
  }, [db, asked]);
  return known;
}
