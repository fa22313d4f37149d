import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalStore } from './useLocalStore';

/** When the write first in line to be sent was made (epoch ms), or undefined with none. */
export function useOldestUnsent(): number | undefined {
  const { db } = useLocalStore();
  return useLiveQuery(async () => (await db.outbox.orderBy('seq').first())?.createdAt, [db]);
}
