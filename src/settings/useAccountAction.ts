import { useState } from 'react';
import { useSessionEnded } from '../app/useSessionEnded';
import { requestFailureOf } from '../errors/messages';
import { settleFailure, type AccountOutcome } from './account-outcome';

/**
 * Runs one account call at a time for a form and keeps what to show: busy, the sentence of
 * success, or docs/product.md §8's message. A session the server has ended signs this device out (to /login).
 */
export function useAccountAction() {
  const [outcome, setOutcome] = useState<AccountOutcome>({ kind: 'idle' });
  const sessionEnded = useSessionEnded();

  /** `work` resolves to the sentence to show, or null to show nothing; true when it succeeded. */
  async function run(work: () => Promise<string | null>): Promise<boolean> {
    setOutcome({ kind: 'busy' });
    try {
      const message = await work();
      setOutcome(message === null ? { kind: 'idle' } : { kind: 'done', message });
      return true;
    } catch (error) {
      const settled = settleFailure(await requestFailureOf(error));
      if (settled === 'signed-out') await sessionEnded();
      else setOutcome(settled);
      return false;
    }
  }

  return { outcome, run, busy: outcome.kind === 'busy' };
}
