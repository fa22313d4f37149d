import type { Store } from '../db/database.js';

export async function purgeMailTokens(_store: Store, _now: number): Promise<void> {}
