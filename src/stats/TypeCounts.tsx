import type { Stats } from '../../contract/stats';
import { ENTRY_TYPES, type EntryType } from '../../contract/uploads';

const LABELS: Record<EntryType, string> = {
  text: 'Text',
  image: 'Images',
  video: 'Videos',
  audio: 'Audio',
};

/** How many entries of each type the user made, always in the order text, image, video, audio. */
export function TypeCounts({ perType }: { perType: Stats['perType'] }) {
  return (
    <dl className="type-counts">
      {ENTRY_TYPES.map((type) => (
        <div key={type} className={`type-counts-${type}`}>
          <dt>{LABELS[type]}</dt>
          <dd>{perType[type]}</dd>
        </div>
      ))}
    </dl>
  );
}
