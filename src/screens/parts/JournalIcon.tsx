import { useObjectUrlRef } from '../../hooks/useObjectUrlRef';
import { useState, type ReactNode } from 'react';
import type { JournalWithPendingIcon } from '../../data/actions/journals';
import { iconHue, iconInitial } from './journal-icon-file';
import { useStoredPicture } from './useStoredPicture';
import './journal-icon.css';

export interface JournalIconProps {
  journal: JournalWithPendingIcon;
  size: 'small' | 'large' | 'preview';
  /** its accessible name; without one it is decoration beside the journal's title */
  label?: string;
}

/**
 * A journal's icon in a circle: the picture picked on this device while it waits to upload, then
 * the server's; the title's first letter when there is none (or it cannot be loaded offline).
 */
export function JournalIcon({ journal, size, label }: JournalIconProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const letter = <span className="journal-icon__letter">{iconInitial(journal.title)}</span>;
  let picture = letter;
  if (journal.$iconBlob) picture = <PendingPicture blobId={journal.$iconBlob} fallback={letter} />;
  else if (journal.icon && journal.icon !== brokenSrc)
    picture = <img src={journal.icon} alt="" onError={() => setBrokenSrc(journal.icon)} />;

  return (
    <span
      className={`journal-icon journal-icon--${size}`}
      style={{ backgroundColor: `hsl(${iconHue(journal.id)} 30% 26%)` }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {picture}
    </span>
  );
}

/** The picked picture, read from IndexedDB; its object URL lives as long as the element. */
function PendingPicture({ blobId, fallback }: { blobId: string; fallback: ReactNode }) {
  const blob = useStoredPicture(blobId);
  const showBlob = useObjectUrlRef(blob);
  if (blob === undefined) return null;
  if (blob === null) return fallback;
  return <img ref={showBlob} alt="" />;
}
