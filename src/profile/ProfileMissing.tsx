import { ErrorScreen } from '../app/ErrorScreen';
import { readFailurePage } from '../app/read-failure';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { ServerRead } from './server-reads';

/**
 * A profile this device has not seen and the server did not give. No such person is the
 * not-found page with its ways on, a failing server the error page with its reference id;
 * without a connection, the page says this device has not seen it.
 */
export function ProfileMissing({ name, read }: { name: string; read: ServerRead | undefined }) {
  const failure = readFailurePage(read);
  useDocumentTitle(failure?.statusCode === 404 ? 'Page not found' : name);
  if (failure?.statusCode === 404)
    return <ErrorScreen statusCode={404} message={`No one is called ${name} on Ritual.`} />;
  if (failure) return <ErrorScreen {...failure} />;
  return (
    <main className="screen">
      <h1>{name}</h1>
      {read?.status === 'failed' && read.network && (
        <p>The profile of {name} could not be found on this device.</p>
      )}
      {read?.status === 'failed' && (
        <p role="alert" className="screen-form__error">
          {read.message}
        </p>
      )}
    </main>
  );
}
