import { ErrorText } from '../../../contract/error-texts';
import { ALLOWED_UPLOAD_TYPES } from '../../../contract/uploads';

/** docs/product.md §5's picture types: what a journal icon may be. */
export const ICON_TYPES: readonly string[] = ALLOWED_UPLOAD_TYPES.filter((type) =>
  type.startsWith('image/'),
);

/** Why a picked file cannot be the icon, or undefined when it can. */
export function iconFileProblem(file: { type: string }): string | undefined {
  return ICON_TYPES.includes(file.type.toLowerCase()) ? undefined : ErrorText.invalidFileType;
}

/** The fallback's letter: the title's first character (a whole emoji, not half of one). */
export function iconInitial(title: string): string {
  const [first] = Array.from(title.trim());
  return first ? first.toLocaleUpperCase() : '?';
}

/** A muted hue per journal, so letter icons side by side are told apart; stable across devices. */
export function iconHue(journalId: string): number {
  let hash = 0;
  for (const char of journalId) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}
