import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { Entry } from '../../contract/entries';
import type { JournalPage } from '../data/seen-pages';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { requestFailureOf } from '../errors/messages';
import { LoadFailure, SeenCopyNotice } from '../share/LoadNotices';
import { fetchSharedEntry, fetchSharedJournal } from '../share/share-api';
import { firstFound } from '../share/seen-copy';
import { SharedEntry } from '../share/SharedEntry';
import { SharedJournal } from '../share/SharedJournal';
import { useSeenLoad } from '../share/useSeenLoad';

type Shared = { kind: 'entry'; entry: Entry } | { kind: 'journal'; page: JournalPage };

/** A share key belongs to an entry or to a journal; the entry's address is asked first. */
const openShareKey = (key: string) =>
  firstFound<Shared>(
    [
      async () => ({ kind: 'entry', entry: await fetchSharedEntry(key) }),
      async () => ({ kind: 'journal', page: await fetchSharedJournal(key) }),
    ],
    requestFailureOf,
  );

/** /share/:key?: an entry or a journal someone shared by its link, read-only, for anyone. */
export function Share() {
  const { key } = useParams();
  useDocumentTitle('Shared on Ritual');
  if (!key)
    return (
      <main className="screen share-screen">
        <h1>Shared on Ritual</h1>
        <p>Open a share link to see the entry or journal someone shared with you.</p>
      </main>
    );
  return <SharedByKey key={key} shareKey={key} />;
}

function SharedByKey({ shareKey }: { shareKey: string }) {
  const load = useCallback(() => openShareKey(shareKey), [shareKey]);
  const state = useSeenLoad(`shared:${shareKey}`, load);
  if (state.status === 'loading') return <main className="screen share-screen" aria-busy="true" />;
  if (state.status === 'failed')
    return (
      <main className="screen share-screen">
        <h1>Shared on Ritual</h1>
        <LoadFailure failure={state.failure} what="anything shared" />
      </main>
    );
  const shared = state.value;
  return (
    <main className="screen share-screen">
      <SeenCopyNotice seenAt={state.seenAt} />
      {shared.kind === 'entry' ? (
        <>
          <h1>Shared entry</h1>
          <SharedEntry entry={shared.entry} />
        </>
      ) : (
        <SharedJournal page={shared.page} />
      )}
    </main>
  );
}
