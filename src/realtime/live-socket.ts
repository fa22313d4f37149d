import { io } from 'socket.io-client';
import { socketOptions, startLiveUpdates, type LiveUpdatesDeps } from './live-updates';

/**
 * Opens the socket to this origin and starts the live updates on it. Loaded lazily, with
 * socket.io-client and the shared contract: none of it counts toward the first page's JavaScript.
 */
export function openLiveSocket(token: string, deps: LiveUpdatesDeps): () => void {
  return startLiveUpdates(io(location.origin, socketOptions(token)), deps);
}
