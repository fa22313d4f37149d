import { useAuth } from '../app/useAuth';
import { useErrorStore } from '../app/useErrorStore';
import { errorMessage, requestFailureOf } from '../errors/messages';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { updateOwnUser } from './update-own-user';

/** docs/product.md §2: opening Examples sets clickedExamplesAt to now, which takes the menu's badge away. */
export function useMarkExamplesSeen(): () => void {
  const { userId } = useAuth();
  const { db } = useLocalStore();
  const errors = useErrorStore();
  return () => {
    if (userId === null) return;
    const clickedExamplesAt = new Date().toISOString();
    updateOwnUser({ db }, userId, { clickedExamplesAt }).catch(async (error: unknown) => {
      errors.report(errorMessage(await requestFailureOf(error)));
    });
  };
}
