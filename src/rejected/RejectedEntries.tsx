import { useMemo } from 'react';
import { useRejectedMutations } from '../hooks/data/useRejectedMutations';
import { RejectedEntryCard } from './RejectedEntryCard';
import { refusedEntriesOf } from './refused-entries';
import { useRefusalActions } from './useRefusalActions';
import './rejected.css';

/**
 * Entries of this journal the server refused for good, with the reason (issue 7): a refused new
 * entry is gone from the list (the server never had it), so it shows here until the user sends it
 * again or discards it.
 */
export function RejectedEntries({ journalId }: { journalId: string }) {
  const rejected = useRejectedMutations();
  const entries = useMemo(() => refusedEntriesOf(rejected ?? [], journalId), [rejected, journalId]);
  const { tryAgain, discard } = useRefusalActions(rejected);
  if (entries.length === 0) return null;
  return (
    <section aria-label="Not saved" className="rejected-entries">
      {entries.map((entry) => (
        <RejectedEntryCard
          key={entry.id}
          entry={entry}
          {...(tryAgain ? { onTryAgain: () => tryAgain(entry.id) } : {})}
          onDiscard={() => discard(entry)}
        />
      ))}
    </section>
  );
}
