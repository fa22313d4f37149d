import { useCallback, useContext, useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { DataLayerContext } from '../app/data-layer-context';
import type { RejectedMutation } from '../../local-store/db';
import { useConfirm } from '../components/useConfirm';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { UploadsContext } from '../uploads/uploads-context';
import { discardRefused } from './discard-refused';
import { discardQuestion, type RefusedEntry } from './refused-entries';
import { sendAgain } from './send-again';

/**
 * A refused entry's two ways out. Try again is absent without a data layer to write through;
 * Discard asks first, like the app's other actions that cannot be undone.
 */
export function useRefusalActions(rejected: readonly RejectedMutation[] | undefined) {
  const { db } = useLocalStore();
  const dataLayer = useContext(DataLayerContext);
  const confirm = useConfirm();
  const uploads = useContext(UploadsContext);

  const tryAgain = useMemo(() => {
    if (!dataLayer) return undefined;
    return (id: string) => {
      const row = rejected?.find((each) => each.id === id);
      if (!row) return Promise.resolve(false);
      // A new Idempotency-Key: the server keeps its refusal under the old one.
      return sendAgain(db, row, (mutation) => dataLayer.write(mutation), {
        now: Date.now(),
        key: uuidv7(),
      });
    };
  }, [db, dataLayer, rejected]);

  const discard = useCallback(
    (entry: RefusedEntry) => {
      void confirm({
        title: entry.write === 'new' ? 'Discard this entry?' : `Discard this ${entry.write}?`,
        message: discardQuestion(entry),
        confirmLabel: 'Discard',
        danger: true,
      }).then(async (sure) => {
        if (!sure) return;
        const row = rejected?.find((each) => each.id === entry.id);
        await discardRefused(db, entry.id);
        // Its failed upload, if it had a file, leaves the list and the 'Upload: N%' total.
        if (row) uploads.report({ type: 'gone', recordId: row.mutation.recordId });
      });
    },
    [db, confirm, rejected, uploads],
  );

  return { tryAgain, discard };
}
