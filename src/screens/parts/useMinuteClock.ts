import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** Now, in epoch ms, moving once a minute: often enough to notice the day turning. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
