import type { Entry } from '../../../contract/entries';
import { Waveform } from '../../audio/Waveform';

/** An entry's picture, video or recording at full size; nothing for a note. */
export function EntryMedia({ entry }: { entry: Entry }) {
  if (entry.type === 'text') return null;
  // Until the server has the file, there is no address to show it from.
  if (entry.link === null && entry.preview_link === null)
    return (
      <>
        {entry.type === 'audio' && <Waveform pcm={entry.pcm} width={320} height={64} />}
        <p>Waiting to upload</p>
      </>
    );
  if (entry.type === 'audio')
    return (
      <div>
        <Waveform pcm={entry.pcm} width={320} height={64} />
        {entry.link && <audio controls preload="metadata" src={entry.link} />}
      </div>
    );
  if (entry.type === 'video')
    return (
      <video
        className="entry-view__video"
        controls
        preload="metadata"
        src={entry.link ?? undefined}
        poster={entry.preview_link ?? undefined}
      />
    );
  return (
    <img
      className="entry-view__image"
      src={entry.link ?? entry.preview_link ?? undefined}
      alt={entry.notes || 'Photo'}
    />
  );
}
