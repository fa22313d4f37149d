import { memo } from 'react';
import type { Entry } from '../../../contract/entries';
// The recording's player comes with the card, not after it: on a page the server drew, a player
// whose code came later was drawn anew when it arrived, and a Play pressed meanwhile was lost.
import { EntryAudio } from '../../audio/EntryAudio';
import '../../audio/audio-cover.css';
import '../../audio/entry-audio.css';
import { EntryPhoto } from '../parts/EntryPhoto';
import { EntryVideo } from '../parts/EntryVideo';

/**
 * An entry's picture, video or recording, on its card, its own page and where it is shared alike,
 * in a box of `className` (and `className--<type>`) when given; nothing for a note. A recording
 * plays through the app's one player, so a page has exactly one player for it. Memoised: a card
 * drawn again for its clock leaves its media alone.
 */
export const EntryMedia = memo(function EntryMedia({
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
      {entry.type === 'audio' && <EntryAudio entry={entry} />}
      {entry.type === 'video' && <EntryVideo entry={entry} />}
      {entry.type === 'image' && <EntryPhoto entry={entry} eager={eager} />}
    </>
  );
  if (className === undefined) return media;
  return <div className={`${className} ${className}--${entry.type}`}>{media}</div>;
});
