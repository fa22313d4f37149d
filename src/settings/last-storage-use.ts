import { StorageUseSchema, type StorageUse } from '../../contract/storage';

/**
 * The storage figure as the server last gave it, per account, so Settings shows it offline too.
 * A figure only: the server counts again on every upload.
 */
const keyOf = (userId: string) => `ritual.storage-use.${userId}`;

// `localStorage` is read inside each try: in a frame on another site with storage blocked, merely
// naming it throws.
export function readLastStorageUse(
  userId: string,
  storage?: Pick<Storage, 'getItem'>,
): StorageUse | null {
  try {
    const parsed = StorageUseSchema.safeParse(
      JSON.parse((storage ?? localStorage).getItem(keyOf(userId)) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepStorageUse(
  userId: string,
  use: StorageUse,
  storage?: Pick<Storage, 'setItem'>,
): void {
  try {
    (storage ?? localStorage).setItem(keyOf(userId), JSON.stringify(use));
  } catch {
    // storage refused: the figure shows while this page is open only
  }
}
