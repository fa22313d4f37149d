import { useEffect, useState } from 'react';
import { checkServer, type ServerAnswer } from '../api/check-server';

export type ServerConnection = 'checking' | ServerAnswer;

/** A page left open notices a server that went away (or came back) within this time. */
const RECHECK_INTERVAL_MS = 30_000;

/**
 * Checks the server on load, whenever the window regains focus or the browser goes on- or
 * offline, and every 30 s. Only the newest check may set the state, so a slow old answer
 * cannot overwrite a newer one.
 */
export function useServerConnection(check: () => Promise<ServerAnswer> = checkServer) {
  const [connection, setConnection] = useState<ServerConnection>('checking');

  useEffect(() => {
    let latest = 0;
    let active = true;
    const recheck = () => {
      const attempt = ++latest;
      void check().then((answer) => {
        if (active && attempt === latest) setConnection(answer);
      });
    };

    recheck();
    const timer = window.setInterval(recheck, RECHECK_INTERVAL_MS);
    const events = ['focus', 'online', 'offline'] as const;
    for (const event of events) window.addEventListener(event, recheck);
    return () => {
      active = false;
      window.clearInterval(timer);
      for (const event of events) window.removeEventListener(event, recheck);
    };
  }, [check]);

  return connection;
}
