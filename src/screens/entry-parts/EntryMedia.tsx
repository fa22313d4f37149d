import { lazy, Suspense } from 'react';
import type { Entry } from '../../../contract/entries';
import '../../audio/audio-cover.css';
import '../../audio/entry-audio.css';
import { audioRowClass, hasCover } from '../../audio/has-cover';
import type { EntryWithPendingCover } from '../../data/actions/entries';
import { EntryPhoto } from '../parts/EntryPhoto';
import { EntryVideo } from '../parts/EntryVideo';

// A recording's player loads with the first recording shown: a journal of words never needs it.
const EntryAudio = lazy(() =>
  import('../../audio/EntryAudio').then((m) => ({ default: m.EntryAudio })),
);

/** The player's room while its code loads, the same size, so nothing moves when it comes. */
function AudioRoom({ entry }: { entry: EntryWithPendingCover }) {
  return (
    <div className={audioRowClass(entry)} aria-hidden="true">
      {hasCover(entry) && <span className="audio-cover entry-audio__cover" />}
      <span className="entry-audio__play" />
      <span className="entry-audio__wave" />
      <span className="entry-audio__time">–:––</span>
    </div>
  );
}

/**
 * An entry's picture, video or recording, on its card, its own page and where it is shared alike,
 * in a box of `className` (and `className--<type>`) when given; nothing for a note. A recording
 * plays through the app's one player, so a page has exactly one player for it.
 */
export function EntryMedia({
  entry,
  className,
  eager = false,
}: {
  entry: Entry;
  className?: string;
  /** a picture the screen opens on loads at once, not lazily */
  eager?: boolean;
}) {
  if (entry.type === 'text') return null;
  const media = (
    <>
      {entry.type === 'audio' && (
        <Suspense fallback={<AudioRoom entry={entry} />}>
          <EntryAudio entry={entry} />
        </Suspense>
      )}
      {entry.type === 'video' && <EntryVideo entry={entry} />}
      {entry.type === 'image' && <EntryPhoto entry={entry} eager={eager} />}
    </>
  );
  if (className === undefined) return media;
  return <div className={`${className} ${className}--${entry.type}`}>{media}</div>;
}
