import { ErrorText } from '../../contract/error-texts';
import { ALLOWED_UPLOAD_TYPES, DEFAULT_MAX_UPLOAD_BYTES } from '../../contract/uploads';
import { sizeText } from './PendingFile';

/** docs/product.md §5's picture types: what an audio entry's cover may be. */
export const COVER_TYPES: readonly string[] = ALLOWED_UPLOAD_TYPES.filter((type) =>
  type.startsWith('image/'),
);

/**
 * Why a picked file cannot be a recording's cover, in the words the composer shows; undefined
 * when it can. Checked on the device, where the person can still pick another, because the
 * server would only refuse it once the entry uploads, perhaps a day later.
 */
export function coverProblem(file: { type: string; size: number }): string | undefined {
  if (!COVER_TYPES.includes(file.type.toLowerCase()))
    return `${ErrorText.invalidFileType}: a cover is a JPEG, GIF or PNG picture.`;
  const most = DEFAULT_MAX_UPLOAD_BYTES.image;
  if (file.size > most)
    return `This picture is ${sizeText(file.size)}; a cover may be at most ${sizeText(most)}.`;
  return undefined;
}
