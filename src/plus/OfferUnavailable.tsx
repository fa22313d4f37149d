import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import './plus.css';

/**
 * The offer could not be read (offline, or the server did not answer): why, a way to ask again,
 * and the screen's other ways on (`children`).
 */
export function OfferUnavailable({
  message,
  retry,
  children,
}: {
  message: string;
  retry: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <p className="plus-error" role="alert">
        {message}
      </p>
      <div className="plus-actions">
        <Button onClick={retry}>Try again</Button>
        {children}
      </div>
    </>
  );
}
