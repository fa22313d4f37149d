import { useEffect, useState } from 'react';
import { readableBytes } from '../../contract/byte-size';
import type { StorageUse as Use } from '../../contract/storage';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { keepStorageUse, readLastStorageUse } from './last-storage-use';
import { settingsApi } from './settings-api';
import './storage-use.css';

/** From here on the section says the storage is nearly full. */
const NEARLY_FULL = 0.9;

interface ViewProps {
  /** the last figure the server gave; null before the first */
  use: Use | null;
  online: boolean;
}

/** "1.2 GB of 2 GB used" over a meter; offline, the last figure known, said to be so. */
export function StorageUseView({ use, online }: ViewProps) {
  if (!use) {
    return (
      <section className="settings-section" aria-label="Storage">
        <h2>Storage</h2>
        <p className="settings-section__text">
          {online
            ? 'Counting your photos, videos and recordings…'
            : 'How much storage your files take shows when you are online.'}
        </p>
      </section>
    );
  }
  const share = Math.min(1, use.usedBytes / use.quotaBytes);
  const figure = `${readableBytes(use.usedBytes)} of ${readableBytes(use.quotaBytes)} used`;
  return (
    <section className="settings-section" aria-label="Storage">
      <h2>Storage</h2>
      <p className="storage-use__figure">{figure}</p>
      <div
        className={`storage-use__meter${share >= NEARLY_FULL ? ' storage-use__meter--full' : ''}`}
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={figure}
      >
        <span className="storage-use__fill" style={{ width: `${share * 100}%` }} />
      </div>
      {share >= NEARLY_FULL && (
        <p className="settings-section__text">
          Your storage is nearly full. Delete entries with files you no longer need to make room.
        </p>
      )}
      {!online && <p className="settings-section__note">As last seen while online.</p>}
    </section>
  );
}

/** Settings' storage section: the last figure known at once, the server's fresh one when online. */
export function StorageUse({ userId, online }: { userId: string; online: boolean }) {
  const { db } = useLocalStore();
  const [use, setUse] = useState(() => readLastStorageUse(userId));

  useEffect(() => {
    if (!online) return;
    let current = true;
    settingsApi({ db })
      .storageUse()
      .then((fresh) => {
        keepStorageUse(userId, fresh);
        if (current) setUse(fresh);
      })
      // Unanswered: the last figure known stays; nothing here needs the user to act.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [db, userId, online]);

  return <StorageUseView use={use} online={online} />;
}
