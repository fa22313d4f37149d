import type { Store } from '../db/database.js';

export async function purgeLoginFailures(_store: Store, _now: number): Promise<void> {}
