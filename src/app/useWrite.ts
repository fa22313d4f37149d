import { useCallback, useContext } from 'react';
import type { Mutation } from '../../contract/outbox';
import type { ActionContext } from '../data/actions/context';
import type { StoredBlob } from '../../local-store/db';
import { DataLayerContext } from './data-layer-context';
import { useAuth } from './useAuth';

/** What an action of src/data/actions makes: a mutation, or one with the files it carries. */
export type Made = Mutation | { mutation: Mutation; blobs: StoredBlob[] };

/**
 * Runs an action as the signed-in user, now, and hands what it made to `store` with the data
 * layer. The author ref is stamped on every record, so a write waits for the user's record.
 */
function useActing() {
  const dataLayer = useContext(DataLayerContext);
  const { user } = useAuth();
  return useCallback(
    async <T>(
      action: (ctx: ActionContext) => T,
      store: (made: T, layer: NonNullable<typeof dataLayer>) => Promise<void>,
    ): Promise<T> => {
      if (!dataLayer) throw new Error('useWrite needs the DataLayerContext above it.');
      if (!user) throw new Error('Your account has not loaded on this device yet.');
      const made = action({
        now: Date.now(),
        user: { id: user.id, ritual_user: user.ritual_user, avatar: user.avatar },
      });
      await store(made, dataLayer);
      return made;
    },
    [dataLayer, user],
  );
}

/**
 * A local write as the signed-in user, now: the action gets its ActionContext, the data layer
 * stores the result in Dexie at once and sends it in the background. Resolves with the mutation.
 */
export function useWrite(): (action: (ctx: ActionContext) => Made) => Promise<Mutation> {
  const acting = useActing();
  return useCallback(
    async (action) => {
      const made = await acting(action, async (made, layer) => {
        const { mutation, blobs } =
          'mutation' in made ? made : { mutation: made, blobs: undefined };
        await layer.write(mutation, blobs);
      });
      return 'mutation' in made ? made.mutation : made;
    },
    [acting],
  );
}

/**
 * Several local writes of one action (a reordered daily log moves several rows), stored in
 * their order with one ActionContext, so they carry the same moment.
 */
export function useWriteAll(): (action: (ctx: ActionContext) => Mutation[]) => Promise<Mutation[]> {
  const acting = useActing();
  return useCallback(
    (action) =>
      acting(action, async (mutations, layer) => {
        for (const mutation of mutations) await layer.write(mutation);
      }),
    [acting],
  );
}
