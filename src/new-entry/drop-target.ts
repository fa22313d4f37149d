import { ErrorText } from '../../contract/error-texts';
import { isAllowedDrop } from '../uploads/entry-type';

/**
 * docs/product.md §4's drop zone and paste, as decisions without a DOM: what a drag shows, whether a drop or
 * paste is taken, and where the files go (the new-entry panel, or straight into the journal whose
 * page is open).
 */

/**
 * Only a drag that carries files (from the desktop, say) shows the drop zone: `dataTransfer.types`
 * then holds 'Files'. Text or a link dragged within the page is left to the page.
 */
export function isFileDrag(transferTypes: readonly string[]): boolean {
  return transferTypes.includes('Files');
}

/** The MIME types of the dragged files (a drag may carry strings beside them). */
export function draggedFileTypes(items: readonly { kind: string; type: string }[]): string[] {
  return items.filter((item) => item.kind === 'file').map((item) => item.type);
}

/** A drop or paste: the files it holds when all of them are allowed, else the refusal to show. */
export type DroppedFiles<F> = { ok: true; files: F[] } | { ok: false; error: string };

export function acceptDropped<F extends { type: string }>(files: readonly F[]): DroppedFiles<F> {
  if (!isAllowedDrop(files.map((file) => file.type)))
    return { ok: false, error: ErrorText.invalidFileType };
  return { ok: true, files: [...files] };
}

/** The parts of the signed-in user and their journals that decide where a drop goes. */
export interface DropUser {
  id: string;
  ritual_user: string;
}
export interface DropJournal {
  id: string;
  slug: string;
  user_id: string;
}

/** The user's own journal whose page (or one of its pages: grid, settings, an entry) is open. */
export function ownJournalAt<J extends DropJournal>(
  path: string,
  user: DropUser,
  journals: readonly J[],
): { journal: J; exact: boolean } | null {
  const [slug, journalSlug, ...rest] = path.split('/').filter((part) => part !== '');
  if (slug === undefined || journalSlug === undefined) return null;
  // Usernames match in any case, as on the server; no username shadows a static route (reserved).
  if (safeDecode(slug).toLowerCase() !== user.ritual_user.toLowerCase()) return null;
  const wanted = safeDecode(journalSlug);
  const journal = journals.find((each) => each.slug === wanted && each.user_id === user.id);
  return journal ? { journal, exact: rest.length === 0 } : null;
}

export type DropDestination<J> =
  /** the new-entry panel opens with the file; the journal chosen there when one is known */
  | { to: 'panel'; journalId?: string }
  /** the files become entries of this journal at once (its page is open) */
  | { to: 'journal'; journal: J };

/**
 * docs/product.md §4: a drop or paste opens the new-entry panel, unless the user is on their own journal's
 * page, which takes the files itself. An open panel keeps them: it is what the user is looking at.
 */
export function dropDestination<J extends DropJournal>(
  path: string,
  user: DropUser,
  journals: readonly J[],
  panelOpen: boolean,
): DropDestination<J> {
  const own = ownJournalAt(path, user, journals);
  if (own?.exact && !panelOpen) return { to: 'journal', journal: own.journal };
  return own ? { to: 'panel', journalId: own.journal.id } : { to: 'panel' };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
