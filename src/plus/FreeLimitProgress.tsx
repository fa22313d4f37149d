import { entriesOfLimit } from './plus-options';
import './plus.css';

/** '{numberOfEntries} of {freeEntryLimit} entries' and a bar filling up towards the limit. */
export function FreeLimitProgress({
  user,
}: {
  user: { numberOfEntries: number; freeEntryLimit: number };
}) {
  const words = entriesOfLimit(user);
  const limit = Math.max(user.freeEntryLimit, 1);
  return (
    <div className="plus-progress">
      <span className="plus-progress__words">{words}</span>
      <progress
        className="plus-progress__bar"
        aria-label={words}
        max={limit}
        value={Math.min(user.numberOfEntries, limit)}
      />
    </div>
  );
}
