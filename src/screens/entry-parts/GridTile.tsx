import { Link } from 'react-router-dom';
import type { Entry } from '../../../contract/entries';
import { AudioCover } from '../../audio/AudioCover';
import { hasCover } from '../../audio/has-cover';
import { Waveform } from '../../audio/Waveform';
import { formatDay } from '../../dates/when';

const KIND: Record<Entry['type'], string> = {
  text: 'Note',
  image: 'Photo',
  video: 'Video',
  audio: 'Audio',
};

/**
 * One square of the journal grid: a preview of the entry and its day, linking to its own page.
 * `now` (a value that moves once a minute) says which day is today.
 */
export function GridTile({ entry, to, now }: { entry: Entry; to: string; now: number }) {
  const day = formatDay(entry.created_at, now);
  const label = `${KIND[entry.type]}, ${day}${entry.notes ? `: ${entry.notes}` : ''}`;
  return (
    <li className={`journal-grid__tile journal-grid__tile--${entry.type}`}>
      <Link to={to} aria-label={label}>
        <TilePreview entry={entry} />
        <span className="journal-grid__day" aria-hidden="true">
          {day}
        </span>
      </Link>
    </li>
  );
}

function TilePreview({ entry }: { entry: Entry }) {
  if (entry.type === 'text') return <span className="journal-grid__note">{entry.notes}</span>;
  // A recording with a cover shows it, as a photo shows itself; one without, its waveform.
  if (entry.type === 'audio' && hasCover(entry))
    return <AudioCover entry={entry} className="journal-grid__cover" />;
  if (entry.type === 'audio')
    return <Waveform pcm={entry.pcm} width={120} height={40} label={null} />;
  const src = entry.preview_link ?? (entry.type === 'image' ? entry.link : null);
  // A file not yet on the server has no address to preview from.
  if (src === null) return <span className="journal-grid__waiting">{KIND[entry.type]}</span>;
  return <img className="journal-grid__image" src={src} alt="" loading="lazy" />;
}
