import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../contract/users';
import { Button } from '../components/Button';
import { FreeLimitProgress } from './FreeLimitProgress';
import { useGracePeriod, type GraceRequest } from './useGracePeriod';
import './plus.css';

export interface PlusDialogProps {
  user: User;
  /** the server's sentence about the limit, when a refusal opened the overlay */
  message: string | undefined;
  onClose: () => void;
}

const FALLBACK = 'You have reached the free entry limit. Upgrade to Plus to keep adding entries.';

/**
 * docs/product.md §2's plus-upsell overlay, opened when the server refuses an entry with 402 (§8): the limit,
 * Upgrade (to /plus), a one-time grace period, Close. What was written stays on the device.
 */
export function PlusDialog({ user, message, onClose }: PlusDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [grace, requestGrace] = useGracePeriod();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="plus-overlay"
      aria-labelledby="plus-overlay-title"
      onClose={onClose}
    >
      <h2 id="plus-overlay-title">Upgrade to Plus</h2>
      {grace.state !== 'granted' && <p className="plus-overlay__limit">{message ?? FALLBACK}</p>}
      <FreeLimitProgress user={user} />
      <p className="plus-overlay__kept">
        What you wrote is kept on this device and goes up once your limit is raised.
      </p>
      <GraceOutcome grace={grace} />
      <div className="plus-overlay__actions">
        <Link to="/plus" className="btn btn--primary" onClick={onClose}>
          Upgrade
        </Link>
        {grace.state !== 'granted' && (
          <Button busy={grace.state === 'asking'} onClick={requestGrace}>
            Request grace period
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </dialog>
  );
}

function GraceOutcome({ grace }: { grace: GraceRequest }) {
  switch (grace.state) {
    case 'granted':
      return (
        <p className="plus-overlay__granted" role="status">
          Your grace period has started: you can keep up to {grace.freeEntryLimit} entries for 7
          days.
          {grace.resent > 0 &&
            ` ${grace.resent === 1 ? 'Your entry is' : `Your ${grace.resent} entries are`} on the way.`}
        </p>
      );
    case 'refused':
      return (
        <p className="plus-overlay__refused" role="alert">
          {grace.message}
        </p>
      );
    default:
      return null;
  }
}
