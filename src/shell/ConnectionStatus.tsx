import { useOldestUnsent } from '../hooks/data/useOldestUnsent';
import { usePendingCount } from '../hooks/data/usePendingCount';
import { useMinuteClock } from '../screens/parts/useMinuteClock';
import { unsentWarning } from './unsent-warning';

/**
 * docs/product.md §4: says when the browser is offline, and how many changes wait to be sent; and, before
 * the oldest would stop being sent (issue 7's retention), how long the user has left.
 */
export function ConnectionStatus({ online }: { online: boolean }) {
  const pending = usePendingCount() ?? 0;
  const warning = unsentWarning(useOldestUnsent(), useMinuteClock());
  if (online && pending === 0) return null;
  return (
    <p className="connection-status" role="status">
      {!online && <span className="connection-status__offline">Offline</span>}
      {pending > 0 && <span className="connection-status__unsent">{pending} unsent</span>}
      {warning && <span className="connection-status__warning">{warning}</span>}
    </p>
  );
}
