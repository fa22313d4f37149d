import type { RitualDb } from '../../local-store/db';

/**
 * What the server last answered for a read, kept in the `meta` table so the next visit without a
 * connection can show it (discovery's lists, the things a share link opens).
 */
export interface Remembered<T> {
  value: T;
  /** when it was read (epoch ms) */
  at: number;
}

export async function remember<T>(db: RitualDb, key: string, value: T, at: number) {
  await db.meta.put({ key, value: { value, at } satisfies Remembered<T> });
}

export async function recall<T>(db: RitualDb, key: string): Promise<Remembered<T> | null> {
  const row = await db.meta.get(key);
  const stored = row?.value as Remembered<T> | undefined;
  return stored && typeof stored.at === 'number' ? stored : null;
}
