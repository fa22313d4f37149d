import { useCallback, useContext } from 'react';
import type { Mutation } from '../../contract/outbox';
import type { ActionContext } from '../data/actions/context';
import type { StoredBlob } from '../../local-store/db';
import { DataLayerContext } from './data-layer-context';
import { useAuth } from './useAuth';

/** What an action of src/data/actions makes: a mutation, or one with the files it carries. */
export type Made = Mutation | { mutation: Mutation; blobs: StoredBlob[] };

/**
 * A local write as the signed-in user, now: the action gets its ActionContext, the data layer
 * stores the result in Dexie at once and sends it in the background. Resolves with the mutation.
 */
export function useWrite(): (action: (ctx: ActionContext) => Made) => Promise<Mutation> {
  const dataLayer = useContext(DataLayerContext);
  const { user } = useAuth();
  return useCallback(
    async (action) => {
      if (!dataLayer) throw new Error('useWrite needs the DataLayerContext above it.');
      // The author ref is stamped on every record, so a write waits for the user's record.
      if (!user) throw new Error('Your account has not loaded on this device yet.');
      const made = action({
        now: Date.now(),
        user: { id: user.id, ritual_user: user.ritual_user, avatar: user.avatar },
      });
      const { mutation, blobs } = 'mutation' in made ? made : { mutation: made, blobs: undefined };
      await dataLayer.write(mutation, blobs);
      return mutation;
    },
    [dataLayer, user],
  );
}
