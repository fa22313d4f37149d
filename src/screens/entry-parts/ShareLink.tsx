import { useState } from 'react';
import type { Journal } from '../../../contract/journals';
import { requestShareKey } from './requestShareKey';

/** The journal's share link, and a button asking the server for a new one (online only). */
export function ShareLink({ journal }: { journal: Journal }) {
  const [key, setKey] = useState(journal.share_key ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function generate() {
    setBusy(true);
    setError(null);
    requestShareKey(journal.id)
      .then(setKey)
      .catch(() => setError('A share link needs a connection to the server. Try again online.'))
      .finally(() => setBusy(false));
  }

  const link = key === null ? null : `${location.origin}/share/${key}`;
  return (
    <section aria-label="Share">
      <h2>Share</h2>
      {link ? (
        <p className="journal-settings__share-link">
          Share link: <a href={link}>{link}</a>
        </p>
      ) : (
        <p>No share link yet.</p>
      )}
      <div>
        <button type="button" disabled={busy} onClick={generate}>
          {link ? 'New share link' : 'Create share link'}
        </button>
      </div>
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
