import { useObjectUrlRef } from '../hooks/useObjectUrlRef';
import { useContext, useState } from 'react';
import type { EntryWithPendingCover } from '../data/actions/entries';
import { LocalStoreContext } from '../data/local-store-context';
import { useStoredPicture } from '../screens/parts/useStoredPicture';
import { hasCover } from './has-cover';
import './audio-cover.css';

/**
 * A recording's cover picture, cropped to a square whose box is there before the picture loads,
 * so nothing beside it moves. Before the server has it, the picture this device keeps; after, the
 * server's. Its alt is empty: the entry's notes or the player's title say what it is, and the
 * picture only dresses it. Nothing at all for an entry without a cover.
 */
export function AudioCover({
  entry,
  className,
}: {
  entry: EntryWithPendingCover;
  className?: string;
}) {
  const store = useContext(LocalStoreContext);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!hasCover(entry)) return null;
  const classes = className ? `audio-cover ${className}` : 'audio-cover';
  let picture = null;
  // No store where an entry is embedded on another site: there is nothing waiting there.
  if (entry.$coverBlob && store) picture = <StoredCover blobId={entry.$coverBlob} />;
  else if (entry.audio_cover && entry.audio_cover !== brokenSrc)
    picture = (
      <img
        src={entry.audio_cover}
        alt=""
        decoding="async"
        // Offline and not yet cached: the empty square, not a broken-image sign.
        onError={() => setBrokenSrc(entry.audio_cover)}
      />
    );
  return <span className={classes}>{picture}</span>;
}

/** The picture as this device keeps it until it uploads; its address lives as long as the element. */
function StoredCover({ blobId }: { blobId: string }) {
  const blob = useStoredPicture(blobId);
  const showBlob = useObjectUrlRef(blob);
  if (!blob) return null;
  return <img ref={showBlob} alt="" />;
}
