import { memo, useContext } from 'react';
import { Link } from 'react-router-dom';
import type { Entry } from '../../../contract/entries';
import { AuthContext } from '../../app/auth-context';
import { EntryAudio } from '../../audio/EntryAudio';
import { EntryCardSocial } from '../../entry-social/EntryCardSocial';

const KIND: Record<Entry['type'], string> = {
  text: 'Note',
  image: 'Photo',
  video: 'Video',
  audio: 'Audio',
};

/**
 * One entry in a list: its notes, and its picture, video, or waveform with a Play button. With
 * `href`, the entry's time is the link to its own page and stretches over the whole card, while
 * the Play button and video controls stay above it: a link may not hold buttons.
 */
/**
 * Date.toLocaleString builds a new formatter on every call, which is most of a long list's render
 * time; one formatter with the same default (locale, date and time) serves every card.
 */
const WHEN = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export const EntryCard = memo(function EntryCard({
  entry,
  journalTitle,
  href,
}: {
  entry: Entry;
  journalTitle?: string;
  href?: string;
}) {
  const when = WHEN.format(new Date(entry.created_at));
  const time = <time dateTime={entry.created_at}>{when}</time>;
  // Someone else's entry (a collaborator's, or on another's journal) says whose it is.
  const viewer = useContext(AuthContext)?.userId;
  const byOther = viewer !== undefined && entry.user_id !== viewer;
  return (
    <article
      className={href ? 'entry-card entry-card--linked' : 'entry-card'}
      aria-label={`${KIND[entry.type]} of ${when}`}
    >
      <header className="entry-card__meta">
        {journalTitle && <span className="entry-card__journal">{journalTitle}</span>}
        {byOther && <span className="entry-social__author">{entry.user.ritual_user}</span>}
        {href ? (
          <Link className="entry-card__open" to={href}>
            {time}
          </Link>
        ) : (
          time
        )}
        {entry.private && <span className="entry-card__private">Private</span>}
      </header>
      <EntryMedia entry={entry} />
      {entry.notes && <p className="entry-card__notes">{entry.notes}</p>}
      <EntryCardSocial entryId={entry.id} href={href} />
    </article>
  );
});

function EntryMedia({ entry }: { entry: Entry }) {
  if (entry.type === 'text') return null;
  if (entry.type === 'audio') return <EntryAudio entry={entry} />;
  // Until the server has the file, there is no address to show it from.
  if (entry.preview_link === null && entry.link === null)
    return <p className="entry-card__waiting">{KIND[entry.type]} waiting to upload</p>;
  if (entry.type === 'video')
    return (
      <video
        className="entry-card__video"
        controls
        preload="metadata"
        src={entry.link ?? undefined}
        poster={entry.preview_link ?? undefined}
      />
    );
  return (
    <img
      className="entry-card__image"
      src={entry.preview_link ?? entry.link ?? undefined}
      alt={entry.notes || 'Photo'}
      loading="lazy"
    />
  );
}
