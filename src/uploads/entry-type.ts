import { ErrorText } from '../../contract/error-texts';
import { entryTypeForMime, isAllowedUploadType, type EntryType } from '../../contract/uploads';

export type EntryTypeResult = { ok: true; type: EntryType } | { ok: false; error: string };

/**
 * docs/product.md §4/§5: an entry's type follows its file's MIME type; no file makes a text entry. A media
 * file outside the allow-list is 'Invalid file type'; anything else cannot be identified.
 */
export function entryTypeOf(file: { type: string } | undefined): EntryTypeResult {
  if (file === undefined) return { ok: true, type: 'text' };
  // The browser gives '' when it cannot tell; the contract would read that as "no file".
  const type = file.type === '' ? undefined : entryTypeForMime(file.type);
  if (type === undefined || type === 'text')
    return { ok: false, error: ErrorText.unidentifiedFileType };
  if (!isAllowedUploadType(file.type)) return { ok: false, error: ErrorText.invalidFileType };
  return { ok: true, type };
}

/** Whether the files dragged over the window may become an entry: at least one, every one allowed. */
export function isAllowedDrop(types: readonly string[]): boolean {
  return types.length > 0 && types.every((type) => isAllowedUploadType(type));
}

/** The drop zone's words while files are dragged over the window (docs/product.md §4). */
export function dropZoneLabel(types: readonly string[]): string {
  return isAllowedDrop(types) ? 'Add Entry' : ErrorText.invalidFileType;
}
