import { useEffect, useState } from 'react';
import type { Journal } from '../../contract/journals';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { discoveryHttp, readExamples } from './discovery-api';
import { readRemembering, rememberedKey, type ReadOutcome } from './remembered-reads';

/** The example journals (GET /journals/examples), kept for offline visits; undefined while read. */
export function useExamples(): ReadOutcome<Journal[]> | undefined {
  const { db } = useLocalStore();
  const [outcome, setOutcome] = useState<ReadOutcome<Journal[]>>();
  useEffect(() => {
    const abort = new AbortController();
    const load = () => readExamples(discoveryHttp(), abort.signal);
    void readRemembering(db, rememberedKey.examples, load).then((read) => {
      if (!abort.signal.aborted) setOutcome(read);
    });
    return () => abort.abort();
  }, [db]);
  return outcome;
}
