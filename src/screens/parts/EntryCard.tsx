import { BookOpen } from 'lucide-react';
import { PrivateBadge } from '../../components/PrivateBadge';
import { memo, useContext } from 'react';
import { Link } from 'react-router-dom';
import type { Entry } from '../../../contract/entries';
import { AuthContext } from '../../app/auth-context';
import { Avatar } from '../../components/Avatar';
import { Chip } from '../../components/Chip';
import { useTimeZone } from '../../dates/useTimeZone';
import { dayOf, formatDay, formatExact, formatWhen } from '../../dates/when';
import { EntryCardSocial } from '../../entry-social/EntryCardSocial';
import { EntryMedia } from '../entry-parts/EntryMedia';
import { NotesText } from './NotesText';
import { useMinuteClock } from './useMinuteClock';
import './entry-card.css';

const KIND: Record<Entry['type'], string> = {
  text: 'Note',
  image: 'Photo',
  video: 'Video',
  audio: 'Audio',
};

export interface EntryCardProps {
  entry: Entry;
  /** the journal's name, for lists across journals (Home, bookmarks) */
  journalTitle?: string;
  /** the entry's own page: its time is the link, stretched over the card */
  href?: string;
  /**
   * whether the journal has several writers: their entries then say who wrote them. Unknown
   * (lists across journals), an entry by someone else says so.
   */
  shared?: boolean;
  /** the first cards of a screen load their picture at once instead of lazily */
  eager?: boolean;
}

/**
 * One entry in a list (docs/product.md §4): its photo or video across the card, or its recording
 * as a player; its notes at the reading size with their links clickable; and a quiet footer with
 * its time (the link to its own page), journal, author, comments and bookmark. Its id,
 * `entry-<id>`, is where the composer's "View" leads.
 */
export const EntryCard = memo(function EntryCard({
  entry,
  journalTitle,
  href,
  shared,
  eager = false,
}: EntryCardProps) {
  const timeZone = useTimeZone();
  const now = useMinuteClock();
  const when = formatWhen(entry.created_at, now, timeZone);
  const time = (
    <time dateTime={entry.created_at} title={formatExact(entry.created_at, timeZone)}>
      {when}
    </time>
  );
  const viewer = useContext(AuthContext)?.userId;
  const byOther = viewer !== undefined && viewer !== null && entry.user_id !== viewer;
  const showAuthor = byOther && (shared ?? true);
  const classes = ['journal-entry', `journal-entry--${entry.type}`];
  if (href) classes.push('journal-entry--linked');
  return (
    <article
      id={`entry-${entry.id}`}
      className={classes.join(' ')}
      aria-label={`${KIND[entry.type]} of ${when}`}
    >
      <EntryMedia entry={entry} className="journal-entry__slot" eager={eager} />
      {entry.notes && <NotesText className="journal-entry__notes" text={entry.notes} />}
      <footer className="journal-entry__foot">
        {href ? (
          <Link className="journal-entry__open" to={href}>
            {time}
          </Link>
        ) : (
          <span className="journal-entry__time">{time}</span>
        )}
        {entry.streakDate && entry.streakDate !== dayOf(entry.created_at, timeZone) && (
          // Written one day for another (the composer's date): the day it counts for.
          <span className="journal-entry__for">
            for {formatDay(entry.streakDate, now, timeZone)}
          </span>
        )}
        {journalTitle && <Chip icon={<BookOpen aria-hidden="true" />}>{journalTitle}</Chip>}
        {showAuthor && (
          <span className="journal-entry__author">
            <Avatar name={entry.user.ritual_user} src={entry.user.avatar} size={20} />
            <span className="entry-social__author">{entry.user.ritual_user}</span>
          </span>
        )}
        {entry.private && <PrivateBadge />}
        <span className="journal-entry__end">
          <EntryCardSocial entryId={entry.id} href={href} />
        </span>
      </footer>
    </article>
  );
});
