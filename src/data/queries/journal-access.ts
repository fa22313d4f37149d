import type { Journal } from '../../../contract/journals';

/**
 * Whether the signed-in user may read a journal without a share key: the server's
 * journalsVisibleTo, on the fields a journal record carries. A hidden journal is its owner's
 * alone; a private one is its members'.
 */
export function canReadJournal(journal: Journal, userId: string | null): boolean {
  const isOwner = userId !== null && journal.user_id === userId;
  if (isOwner) return true;
  if (journal.hidden) return false;
  return !journal.private || journal.collaborators.some((user) => user.id === userId);
}
