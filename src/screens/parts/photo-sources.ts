import type { Entry } from '../../../contract/entries';

/** The server's preview fits inside this square, never enlarged (server/media/media-store.ts). */
const PREVIEW_BOX = 640;

/** What an <img> of a photo entry needs: where from, and its size so its box is kept before it loads. */
export interface PhotoSources {
  src: string;
  srcSet?: string;
  /** the picture's own size in pixels, when the server measured it */
  width?: number;
  height?: number;
}

/**
 * A photo's sources: the 640 px preview and the original, each with its width, so the browser
 * picks the smaller where it is enough (a phone's column) and the original on a wide or dense
 * screen. Null while the server has neither.
 */
export function photoSources(
  entry: Pick<Entry, 'file' | 'link' | 'preview_link'>,
): PhotoSources | null {
  const original = entry.link;
  const preview = entry.preview_link;
  const src = preview ?? original;
  if (!src) return null;
  const width = entry.file?.width ?? undefined;
  const height = entry.file?.height ?? undefined;
  if (!width || !height) return { src };
  const size = { src, width, height };
  if (!preview || !original || preview === original) return size;
  const scale = Math.min(1, PREVIEW_BOX / width, PREVIEW_BOX / height);
  const previewWidth = Math.round(width * scale);
  if (previewWidth >= width) return size;
  return { ...size, srcSet: `${preview} ${previewWidth}w, ${original} ${width}w` };
}
