import { Link, Navigate, useParams } from 'react-router-dom';
import { useEntry } from '../hooks/data/useEntry';
import { useJournal } from '../hooks/data/useJournal';
import { useServerReadState } from '../hooks/data/useServerRead';
import { entryReadKey } from '../profile/server-reads';
import { entryPath } from './entry-parts/entry-path';
import { EntryCard } from './parts/EntryCard';

/**
 * /:slug/entry/:entry?: one entry of the user. It opens at its place in its journal when this
 * device holds the journal; otherwise it shows here. Without an entry, the user's stream.
 */
export function ProfileEntry() {
  const { slug = '', entry: entryId = '' } = useParams();
  const entry = useEntry(entryId);
  const journal = useJournal({ id: entry?.journal_id ?? '' });
  const read = useServerReadState(entryReadKey(entryId));
  if (entryId === '') return <Navigate replace to={`/${slug}/stream`} />;
  if (entry === undefined || (entry !== null && journal === undefined))
    return <main className="screen" aria-busy="true" />;
  if (entry === null)
    return (
      <main className="screen">
        <h1>Entry not found</h1>
        {read?.status === 'failed' && (
          <p role="alert" className="screen-form__error">
            {read.message}
          </p>
        )}
        <Link to={`/${slug}`}>{slug}</Link>
      </main>
    );
  if (journal) return <Navigate replace to={entryPath(journal, entry.id)} />;
  return (
    <main className="screen entry-list">
      <h1>
        <Link to={`/${slug}`}>{slug}</Link>
      </h1>
      <EntryCard entry={entry} />
    </main>
  );
}
