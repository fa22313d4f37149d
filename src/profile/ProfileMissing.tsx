import type { ServerRead } from './server-reads';

/** A profile this device has not seen and the server did not give, with the server's reason. */
export function ProfileMissing({ name, read }: { name: string; read: ServerRead | undefined }) {
  return (
    <main className="screen">
      <h1>User not found</h1>
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
