import { useLiveQuery } from 'dexie-react-hooks';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Journal } from '../../../contract/journals';
import { entryNeighbours } from '../../data/queries/entries';
import { useLocalStore } from '../../hooks/data/useLocalStore';
import { useSwipe } from '../../hooks/useSwipe';
import { entryPath } from './entry-path';

/**
 * Newer and Older under an entry, moving through its journal as the journal lists it; on a phone
 * a swipe does the same (left: older, right: newer, as pages turn). Only entries held here: the
 * journal page reads further ones from the server.
 */
export function EntryNeighbours({
  journal,
  entryId,
  swipeArea,
}: {
  journal: Pick<Journal, 'id' | 'slug' | 'user'>;
  entryId: string;
  swipeArea: RefObject<HTMLElement | null>;
}) {
  const { db } = useLocalStore();
  const navigate = useNavigate();
  const around = useLiveQuery(
    () => entryNeighbours(db, journal.id, entryId),
    [db, journal.id, entryId],
  );
  const newer = around?.newer ? entryPath(journal, around.newer.id) : null;
  const older = around?.older ? entryPath(journal, around.older.id) : null;
  const onSwipe = useCallback(
    (direction: 'left' | 'right') => {
      const to = direction === 'left' ? older : newer;
      if (to) void navigate(to);
    },
    [navigate, newer, older],
  );
  useSwipe(swipeArea, onSwipe);
  if (!newer && !older) return null;
  return (
    <nav className="entry-neighbours" aria-label="More entries in this journal">
      {newer ? (
        <Link className="entry-neighbours__link" to={newer} rel="prev">
          <ChevronLeft aria-hidden="true" />
          Newer entry
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link
          className="entry-neighbours__link entry-neighbours__link--older"
          to={older}
          rel="next"
        >
          Older entry
          <ChevronRight aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
