import { useServerConnection, type ServerConnection } from '../hooks/useServerConnection';

const labels: Record<ServerConnection, string> = {
  checking: 'Checking the server…',
  connected: 'Connected to the server',
  offline: 'Offline',
};

/** One line saying whether the Ritual server answers; announced to screen readers when it changes. */
export function ServerStatus() {
  const connection = useServerConnection();
  return (
    <p role="status" className={`server-status server-status--${connection}`}>
      {labels[connection]}
    </p>
  );
}
