import type { Entry } from '../../../contract/entries';
import type { Journal } from '../../../contract/journals';
import { entryPath } from '../entry-parts/entry-path';
import { EntryCard } from './EntryCard';

/**
 * An entry in a list across journals (Today's latest, On this day): its card named with its
 * journal, leading to it, and marked shared when the journal has collaborators.
 */
export function CardAcrossJournals({ entry, journal }: { entry: Entry; journal?: Journal }) {
  return (
    <EntryCard
      entry={entry}
      journalTitle={journal?.title}
      href={journal ? entryPath(journal, entry.id) : undefined}
      shared={journal ? journal.collaborators.length > 0 : undefined}
    />
  );
}
