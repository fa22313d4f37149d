import { useEffect, useState } from 'react';
import type { JournalPreview } from '../../contract/discovery';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { discoveryHttp, readPreviews } from './discovery-api';
import { readRemembering, rememberedKey } from './remembered-reads';

/** A journal's newest pictures for its card; kept for offline visits; empty when none can be read. */
export function usePreviews(journalId: string): JournalPreview[] | undefined {
  const { db } = useLocalStore();
  const [previews, setPreviews] = useState<{ id: string; list: JournalPreview[] } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const load = () => readPreviews(discoveryHttp(), journalId, abort.signal);
    void readRemembering(db, rememberedKey.previews(journalId), load).then((outcome) => {
      if (abort.signal.aborted) return;
      // A card without pictures still shows its journal: a failure here is not worth a message.
      setPreviews({ id: journalId, list: outcome.kind === 'failed' ? [] : outcome.value });
    });
    return () => abort.abort();
  }, [db, journalId]);
  return previews?.id === journalId ? previews.list : undefined;
}
