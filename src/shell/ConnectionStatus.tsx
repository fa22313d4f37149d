import { usePendingCount } from '../hooks/data/usePendingCount';

/** SPEC §4: says when the browser is offline, and how many changes wait to be sent. */
export function ConnectionStatus({ online }: { online: boolean }) {
  const pending = usePendingCount() ?? 0;
  if (online && pending === 0) return null;
  return (
    <p className="connection-status" role="status">
      {!online && <span className="connection-status__offline">Offline</span>}
      {pending > 0 && <span className="connection-status__unsent">{pending} unsent</span>}
    </p>
  );
}
