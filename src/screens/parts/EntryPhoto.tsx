import { Maximize2 } from 'lucide-react';
import { useContext, useState } from 'react';
import type { Entry } from '../../../contract/entries';
import { Dialog } from '../../components/Dialog';
import { LocalStoreContext } from '../../data/local-store-context';
import { photoSources } from './photo-sources';
import { useStoredPicture } from './useStoredPicture';
import './entry-media.css';

/** The card is at most the reading column wide; a phone's is the screen. */
const SIZES = '(max-width: 760px) 100vw, 720px';

/**
 * A photo entry's picture across the card, its box kept from the server's measure of it so
 * nothing below moves while it loads; the preview on a phone, the original where the screen is
 * wide or dense. Tapping it opens the original over everything (a lightbox). Before the server has
 * it, the picture this device keeps shows, marked as waiting.
 */
export function EntryPhoto({ entry, eager = false }: { entry: Entry; eager?: boolean }) {
  const [open, setOpen] = useState(false);
  const sources = photoSources(entry);
  const alt = entry.notes || 'Photo';
  if (!sources) return <WaitingPhoto entry={entry} alt={alt} />;
  const { src, srcSet, width, height } = sources;
  return (
    <div className="journal-entry__media journal-entry__media--photo">
      <img
        className="journal-entry__image"
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? SIZES : undefined}
        width={width}
        height={height}
        style={width && height ? undefined : { aspectRatio: '4 / 3' }}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        // What the screen opens on comes before the app's code: on a drawn page (a visitor's
        // first visit) it is the largest thing painted.
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <button
        type="button"
        className="journal-entry__zoom"
        aria-label="View photo full screen"
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <Maximize2 aria-hidden="true" />
      </button>
      {open && (
        <Dialog open onOpenChange={setOpen} title="Photo" hideTitle className="lightbox">
          <img className="lightbox__image" src={entry.link ?? src} alt={alt} />
        </Dialog>
      )}
    </div>
  );
}

function WaitingPhoto({ entry, alt }: { entry: Entry; alt: string }) {
  const store = useContext(LocalStoreContext);
  return (
    <div className="journal-entry__media journal-entry__media--waiting">
      {store && <StoredPhoto blobId={entry.id} alt={alt} />}
      <p className="journal-entry__waiting">Photo waiting to upload</p>
    </div>
  );
}

/** The picture as this device keeps it until it uploads; its address lives as long as the element. */
function StoredPhoto({ blobId, alt }: { blobId: string; alt: string }) {
  const blob = useStoredPicture(blobId);
  if (!blob || !blob.type.startsWith('image/')) return null;
  return (
    <img
      className="journal-entry__image"
      alt={alt}
      ref={(element) => {
        if (!element) return;
        const url = URL.createObjectURL(blob);
        element.src = url;
        return () => URL.revokeObjectURL(url);
      }}
    />
  );
}
