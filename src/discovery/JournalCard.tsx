import { Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ExploreJournal, JournalPreview } from '../../contract/discovery';
import type { Journal } from '../../contract/journals';
import { JournalIcon } from '../screens/parts/JournalIcon';
import { journalPath } from '../screens/parts/journal-path';
import { PersonAvatar } from './PersonAvatar';

/** How many pictures a card shows: one row at phone width. */
const SHOWN_PREVIEWS = 4;

interface Props {
  journal: Journal | ExploreJournal;
  /** its newest pictures (JournalCards reads them) */
  previews: JournalPreview[];
}

/**
 * A journal someone may open (explore, examples): its icon, title and owner, linking to the
 * journal page and the owner's profile, and its newest pictures.
 */
export function JournalCard({ journal, previews }: Props) {
  const to = journalPath(journal);
  const count = 'entries_count' in journal ? journal.entries_count : null;
  return (
    <li className="discovery-card">
      <div className="discovery-card__head">
        <JournalIcon journal={journal} size="small" />
        <div className="discovery-card__names">
          <Link className="discovery-card__title" to={to}>
            {journal.title}
          </Link>
          <span className="discovery-card__owner">
            by{' '}
            <Link to={`/${journal.user.ritual_user}`}>
              <PersonAvatar person={journal.user} />
              {journal.user.ritual_user}
            </Link>
            {count !== null && ` · ${count} ${count === 1 ? 'entry' : 'entries'}`}
          </span>
        </div>
      </div>
      {journal.description !== '' && <p className="discovery-card__about">{journal.description}</p>}
      {previews.length > 0 && (
        <Link
          to={to}
          className="discovery-card__previews"
          aria-label={`Pictures of ${journal.title}`}
        >
          {previews.slice(0, SHOWN_PREVIEWS).map((preview) => (
            <PreviewPicture key={preview.entry_id} preview={preview} />
          ))}
        </Link>
      )}
    </li>
  );
}

function PreviewPicture({ preview }: { preview: JournalPreview }) {
  const src = preview.preview_link ?? (preview.type === 'image' ? preview.link : null);
  if (src === null) {
    return (
      <span className="discovery-card__preview discovery-card__preview--video" aria-hidden="true">
        <Play />
      </span>
    );
  }
  return <img className="discovery-card__preview" src={src} alt="" loading="lazy" />;
}
