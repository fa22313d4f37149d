import type { JournalPage } from '../data/seen-pages';
import { SharedEntry } from './SharedEntry';
import './share.css';

/** A journal opened by its share key: its title, owner and description, then its newest entries. */
export function SharedJournal({ page }: { page: JournalPage }) {
  return (
    <>
      <h1>{page.title}</h1>
      <p className="share-journal__owner">by {page.user.ritual_user}</p>
      {page.description && <p className="share-journal__description">{page.description}</p>}
      {page.entries.length === 0 ? (
        <p>No entries yet.</p>
      ) : (
        <div className="share-journal__entries">
          {page.entries.map((entry) => (
            <SharedEntry key={entry.id} entry={entry} />
          ))}
        </div>
      )}
    </>
  );
}
