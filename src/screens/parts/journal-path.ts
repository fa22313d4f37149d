import type { Journal } from '../../../contract/journals';

/** A journal's page: /{owner's username}/{journal slug}. */
export const journalPath = (journal: Pick<Journal, 'slug' | 'user'>) =>
  `/${journal.user.ritual_user}/${journal.slug}`;
