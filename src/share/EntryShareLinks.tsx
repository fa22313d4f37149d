import { useState } from 'react';
import { Link2 } from 'lucide-react';
import type { Entry } from '../../contract/entries';
import { Button } from '../components/Button';
import { errorMessage, requestFailureOf } from '../errors/messages';
import { CopyField } from './CopyField';
import { generateEntryShareKey } from './share-api';
import { embedCode, shareUrl } from './share-links';
import './share.css';

const SHARE_OFFLINE =
  'Sharing needs a connection to the server: the link is made there. Try again online.';

/**
 * An entry's share link and embed code, for its author. The key is the server's to make (a new
 * one retires the old link), so Share works online only and says so offline.
 */
export function EntryShareLinks({
  entry,
  address,
  origin = location.origin,
}: {
  entry: Entry;
  /** the entry's own page: its link then opens there, in its journal; else /share/:key */
  address?: string;
  /** where links point: this site (tests pass their own) */
  origin?: string;
}) {
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = made ?? entry.share_key ?? null;

  function share() {
    setError(null);
    if (!navigator.onLine) {
      setError(SHARE_OFFLINE);
      return;
    }
    setBusy(true);
    generateEntryShareKey(entry.id)
      .then(setMade)
      .catch(async (failure: unknown) => {
        const why = await requestFailureOf(failure);
        setError(why.network ? SHARE_OFFLINE : errorMessage(why));
      })
      .finally(() => setBusy(false));
  }

  return (
    <section className="share-links" aria-labelledby={`share-${entry.id}`}>
      <h2 id={`share-${entry.id}`}>Share</h2>
      {key ? (
        <>
          <CopyField label="Share link" value={shareUrl(origin, key, address)} />
          <CopyField label="Embed code" value={embedCode(origin, entry.id, key)} multiline />
          <p className="share-note">
            Anyone with the link can see this entry, even when it is private. A new link stops the
            old one working.
          </p>
        </>
      ) : (
        <p className="share-note">
          Share makes a link that shows this entry to anyone who has it, and the code to embed it on
          your own site.
        </p>
      )}
      <div>
        <Button icon={<Link2 aria-hidden="true" />} busy={busy} onClick={share}>
          {key ? 'New share link' : 'Share'}
        </Button>
      </div>
      {error && (
        <p className="share-failure" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
