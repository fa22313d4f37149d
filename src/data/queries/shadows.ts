import type { LocalShadow, RitualDb } from '../../../local-store/db';
import { byText } from './order';

/** The journals the user follows, the newest followed first (GET /users/shadows). */
export async function shadowsOf(db: RitualDb): Promise<LocalShadow[]> {
  const shadows = await db.shadows.toArray();
  return shadows.sort(
    (a, b) => byText(b.created_at, a.created_at) || byText(b.journal_id, a.journal_id),
  );
}
