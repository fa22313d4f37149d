import { useContext, useMemo } from 'react';
import { DataLayerContext } from '../app/data-layer-context';

/** What the socket's news asks of the data layer: sync now (its runner's kick). */
export type SyncNow = (options?: { retryNow?: boolean }) => void;

/** The data layer's "sync now", for what the server says changed; a no-op without a data layer. */
export function useSyncNow(): SyncNow {
  const dataLayer = useContext(DataLayerContext);
  return useMemo(() => (options) => void dataLayer?.runner.kick(options), [dataLayer]);
}
