import type { Journal } from '../../../contract/journals';

/** Where the composer opens as a page on a journal (/push reads `?journal=`). */
export const newEntryPath = (journal: Pick<Journal, 'id'>) => `/push?journal=${journal.id}`;
