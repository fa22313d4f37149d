import type { Entry } from '../../../contract/entries';
import './entry-media.css';

/**
 * A video entry across the card, in its own proportions when the server measured them (16:9
 * until then), so the box is there before the file is; the browser's controls play it and make
 * it full screen. Nothing loads but its first frame and length until it is played.
 */
export function EntryVideo({ entry }: { entry: Entry }) {
  if (!entry.link)
    return (
      <div className="journal-entry__media journal-entry__media--waiting">
        <p className="journal-entry__waiting">Video waiting to upload</p>
      </div>
    );
  const width = entry.file?.width ?? undefined;
  const height = entry.file?.height ?? undefined;
  return (
    <div className="journal-entry__media journal-entry__media--video">
      <video
        className="journal-entry__video"
        controls
        playsInline
        preload="metadata"
        src={entry.link}
        poster={entry.preview_link ?? undefined}
        width={width}
        height={height}
        style={width && height ? undefined : { aspectRatio: '16 / 9' }}
      />
    </div>
  );
}
