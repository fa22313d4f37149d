import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { LoadFailure, SeenCopyNotice } from './LoadNotices';
import { fetchEntry } from './share-api';
import { SharedEntry } from './SharedEntry';
import { useSeenLoad } from './useSeenLoad';

/**
 * /:slug/:journal/:entry/:key for someone who does not hold the entry: a private entry opened by
 * its share key at its own address (docs/product.md §2), read-only as on /share/:key, and kept
 * on the device so the link still opens offline once seen.
 */
export function EntryByKey({
  user,
  entryId,
  shareKey,
}: {
  user: string;
  entryId: string;
  shareKey: string;
}) {
  const load = useCallback(() => fetchEntry(entryId, shareKey), [entryId, shareKey]);
  const state = useSeenLoad(`shared:entry:${entryId}:${shareKey}`, load);
  useDocumentTitle(state.status === 'done' ? `Entry by ${state.value.user.ritual_user}` : 'Entry');
  if (state.status === 'loading') return <main className="screen share-screen" aria-busy="true" />;
  return (
    <main className="screen share-screen">
      <nav className="entry-page__crumbs" aria-label="Breadcrumb">
        <Link to={`/${encodeURIComponent(user)}`}>{user}</Link>
      </nav>
      {state.status === 'failed' ? (
        <>
          <h1>Entry</h1>
          <LoadFailure failure={state.failure} what="this entry" />
        </>
      ) : (
        <>
          <SeenCopyNotice seenAt={state.seenAt} />
          <h1>Shared entry</h1>
          <SharedEntry entry={state.value} />
        </>
      )}
    </main>
  );
}
