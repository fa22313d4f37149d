import { useEffect, useRef, useState } from 'react';
import { plusRequired } from './plus-required';

/**
 * Listens for writes refused with 402 and calls `onRefused` (the layout opens the overlay);
 * resolves to the server's sentence about the limit. A refusal from before the layout mounted
 * counts too.
 */
export function usePlusRequired(onRefused: () => void): string | undefined {
  const [message, setMessage] = useState<string>();
  const latest = useRef(onRefused);
  useEffect(() => {
    latest.current = onRefused;
  });
  useEffect(() => {
    const hear = () => {
      const taken = plusRequired.take();
      if (taken === undefined) return;
      setMessage(taken);
      latest.current();
    };
    hear();
    return plusRequired.subscribe(hear);
  }, []);
  return message;
}
