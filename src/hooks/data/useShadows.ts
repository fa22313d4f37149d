import { useLiveQuery } from 'dexie-react-hooks';
import { shadowsOf } from '../../data/queries/shadows';
import { useLocalStore } from './useLocalStore';

/** The journals the user follows, the newest followed first. */
export function useShadows() {
  const { db } = useLocalStore();
  return useLiveQuery(() => shadowsOf(db), [db]);
}
