import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Journal } from '../../contract/journals';
import { JournalIcon } from '../screens/parts/JournalIcon';
import { journalPath } from '../screens/parts/journal-path';
import './profile.css';
import { PrivateBadge } from '../components/PrivateBadge';

/** A titled list of journals, each a link to its page, with what `aside` says beside it. */
export function ProfileJournalList({
  title,
  journals,
  aside,
  empty,
}: {
  title: string;
  journals: Journal[];
  aside?: (journal: Journal) => ReactNode;
  empty?: string;
}) {
  if (journals.length === 0 && empty === undefined) return null;
  return (
    <section className="profile-section" aria-label={title}>
      <h2>{title}</h2>
      {journals.length === 0 && <p>{empty}</p>}
      <ul className="profile-journals">
        {journals.map((journal) => (
          <li key={journal.id}>
            <Link to={journalPath(journal)}>
              <JournalIcon journal={journal} size="small" />
              <span>{journal.title}</span>
              {journal.private && <PrivateBadge compact />}
            </Link>
            {aside?.(journal)}
          </li>
        ))}
      </ul>
    </section>
  );
}
