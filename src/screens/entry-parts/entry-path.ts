import type { Journal } from '../../../contract/journals';
import { journalPath } from '../parts/journal-path';

/** An entry's own page inside its journal: /{owner}/{journal slug}/{entry id}. */
export const entryPath = (journal: Pick<Journal, 'slug' | 'user'>, entryId: string) =>
  `${journalPath(journal)}/${entryId}`;
