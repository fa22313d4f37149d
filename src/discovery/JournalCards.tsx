import type { ExploreJournal } from '../../contract/discovery';
import type { Journal } from '../../contract/journals';
import { JournalCard } from './JournalCard';
import { usePreviewsOf } from './usePreviews';

/**
 * Journals as cards (explore, examples), each shown once its pictures are known, in order: a
 * card whose row of pictures arrived after it pushed every card below it down (a layout shift
 * of 0.056 on /examples at a phone's width). Cards only ever appear below those shown.
 */
export function JournalCards({ journals }: { journals: (Journal | ExploreJournal)[] }) {
  const previews = usePreviewsOf(journals.map((journal) => journal.id));
  const firstUnknown = journals.findIndex((journal) => !previews.has(journal.id));
  const shown = firstUnknown === -1 ? journals : journals.slice(0, firstUnknown);
  return (
    <ul className="discovery-cards">
      {shown.map((journal) => (
        <JournalCard key={journal.id} journal={journal} previews={previews.get(journal.id) ?? []} />
      ))}
    </ul>
  );
}
