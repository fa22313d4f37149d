import type { Entry } from '../../contract/entries';

/** An entry's share link and embed code (issue 6 builds it; the entry view shows it to its author). */
export function EntryShareLinks(_props: { entry: Entry }) {
  return null;
}
