import { NotFound } from '../screens/NotFound';
import type { ServerRead } from './server-reads';

/**
 * A profile this device has not seen and the server did not give. No such person is a not-found
 * page with its ways on; a profile that could not be read (offline, a failing server) says why.
 */
export function ProfileMissing({ name, read }: { name: string; read: ServerRead | undefined }) {
  if (read?.status === 'failed' && read.httpStatus === 404)
    return <NotFound message={`No one is called ${name} on Ritual.`} />;
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
