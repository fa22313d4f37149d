import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useFirstRead } from '../app/first-read';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { LoadFailure, SeenCopyNotice } from '../share/LoadNotices';
import { fetchEntry } from '../share/share-api';
import { viewOnRitualPath } from '../share/share-links';
import { SharedEntry } from '../share/SharedEntry';
import { useSeenLoad } from '../share/useSeenLoad';
import '../share/embed.css';

/**
 * /embed/:entry?key: one entry alone, framed on someone else's site (the embed layout; only
 * /embed may be framed). Links open in a new tab: Ritual's other pages refuse to be framed. The
 * server draws it for a visitor with the entry in it (app/first-read.ts).
 */
export function Embed() {
  const { entry: entryId } = useParams();
  const key = useSearchParams()[0].get('key') ?? undefined;
  const load = useCallback(() => fetchEntry(entryId ?? '', key), [entryId, key]);
  const drawn = useFirstRead()?.entry;
  const state = useSeenLoad(
    entryId ? `shared:embed:${entryId}:${key ?? ''}` : null,
    load,
    drawn && drawn.id === entryId && drawn.key === (key ?? null) ? drawn.value : undefined,
  );
  useDocumentTitle(state.status === 'done' ? `Entry by ${state.value.user.ritual_user}` : 'Entry');
  if (!entryId) return <p className="embed-note">No entry to show.</p>;
  if (state.status === 'loading') return <div className="embed-entry" aria-busy="true" />;
  if (state.status === 'failed')
    return (
      <div className="embed-entry">
        <LoadFailure failure={state.failure} what="this entry" />
        <EmbedFooter href="/" />
      </div>
    );
  return (
    <div className="embed-entry">
      <SeenCopyNotice seenAt={state.seenAt} />
      <SharedEntry entry={state.value} />
      <EmbedFooter href={viewOnRitualPath(state.value, key)} />
    </div>
  );
}

function EmbedFooter({ href }: { href: string }) {
  return (
    <p className="embed-entry__footer">
      <a href={href} target="_blank" rel="noopener">
        View on Ritual
      </a>
    </p>
  );
}
