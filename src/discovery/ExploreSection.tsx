import type { ExploreJournal } from '../../contract/discovery';
import { useAuth } from '../app/useAuth';
import { discoveryHttp, readExplore } from './discovery-api';
import { JournalCards } from './JournalCards';
import { LoadMore, ReadError, RememberedNote } from './ReadNotes';
import { rememberedKey } from './remembered-reads';
import { usePagedRead, type LoadPage } from './usePagedRead';
import './discovery.css';

const loadExplorePage: LoadPage<ExploreJournal> = (cursor, signal) =>
  readExplore(discoveryHttp(), cursor, signal);

/** Home's 'Explore' for someone without entries yet: public journals, most recently active first. */
export function ExploreSection() {
  const { userId } = useAuth();
  const read = usePagedRead(rememberedKey.explore, loadExplorePage);
  // The user's own journals are on Home already.
  const others = read.list?.items.filter((journal) => journal.user_id !== userId);
  return (
    <section
      aria-labelledby="explore-heading"
      className="discovery-explore"
      aria-busy={read.list === undefined && read.error === null}
    >
      <h2 id="explore-heading">Explore</h2>
      <p className="discovery-lead">See what others keep journals about.</p>
      {read.rememberedAt !== null && <RememberedNote at={read.rememberedAt} error={read.error} />}
      {read.error !== null && read.list === undefined && <ReadError message={read.error} />}
      {others?.length === 0 && read.list?.next === null && <p>No public journals yet.</p>}
      {others && others.length > 0 && <JournalCards journals={others} />}
      <LoadMore
        hasMore={read.list?.next != null}
        loading={read.loadingMore}
        error={read.moreError}
        onLoad={read.loadMore}
      />
    </section>
  );
}
