import { ErrorScreen } from '../../app/ErrorScreen';
import { readFailurePage } from '../../app/read-failure';
import { useServerReadState } from '../../hooks/data/useServerRead';
import { journalReadKey } from '../../profile/server-reads';

/**
 * The journal page's words for a journal this device does not hold and the server did not give:
 * the server's refusal (a private journal of someone else) in docs/product.md §8's words, or,
 * without a connection, that this device has not seen it; no such journal, or a failing server,
 * is the error page.
 */
export function JournalMissing({
  user,
  slug,
  shareKey,
}: {
  user: string;
  slug: string;
  shareKey?: string | undefined;
}) {
  const read = useServerReadState(journalReadKey(user, slug, shareKey));
  // No such journal, or a failing server: the error page, with ways on or the reference id.
  const failure = readFailurePage(read);
  if (failure) return <ErrorScreen {...failure} />;
  const refused = read?.status === 'failed' && !read.network;
  return (
    <main className="screen">
      <h1>Journal not found</h1>
      {!refused && (
        <p>
          The journal {slug} of {user} could not be found on this device.
        </p>
      )}
      {read?.status === 'failed' && (
        <p role="alert" className="screen-form__error">
          {read.message}
        </p>
      )}
    </main>
  );
}
