import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { useServerRead } from '../hooks/data/useServerRead';
import { useShadows } from '../hooks/data/useShadows';
import { readShadowCounts } from './profile-api';
import { collaborationsOf } from './profile-queries';
import { ProfileJournalList } from './ProfileJournalList';

/**
 * What only the owner sees on their profile: the journals they collaborate on, and the journals
 * they follow with how many entries were added since they last opened each.
 */
export function OwnProfileLists({ userId }: { userId: string }) {
  const { db } = useLocalStore();
  const shadows = useShadows();
  useServerRead('shadows', () => readShadowCounts(db));
  const collaborations = useLiveQuery(() => collaborationsOf(db, userId), [db, userId]);
  const counts = new Map(shadows?.map((shadow) => [shadow.journal_id, shadow.newEntries]));
  return (
    <>
      <ProfileJournalList title="Journals you collaborate on" journals={collaborations ?? []} />
      <ProfileJournalList
        title="Journals you follow"
        journals={shadows?.map((shadow) => shadow.journal) ?? []}
        empty={shadows === undefined ? '' : 'You follow no journals yet.'}
        aside={(journal) => {
          const fresh = counts.get(journal.id) ?? 0;
          return fresh > 0 ? (
            <span className="profile-count profile-count--new">{newEntriesText(fresh)}</span>
          ) : null;
        }}
      />
    </>
  );
}

const newEntriesText = (count: number) => (count === 1 ? '1 new entry' : `${count} new entries`);
