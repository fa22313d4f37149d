import { useSyncExternalStore } from 'react';
import { updateStore } from './update-state';
import './pwa.css';

/** 'A new version is ready' with 'Reload', once a new service worker waits (issue 7). */
export function UpdatePrompt() {
  const { ready, accept } = useSyncExternalStore(
    updateStore.subscribe,
    updateStore.get,
    updateStore.get,
  );
  if (!ready) return null;
  return (
    <div className="pwa-update" role="status">
      <p>A new version is ready</p>
      <button type="button" className="button button--primary" onClick={accept}>
        Reload
      </button>
    </div>
  );
}
