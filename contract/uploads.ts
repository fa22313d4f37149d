/** docs/product.md §5: the declared MIME types an upload may carry. Anything else is 'Invalid file type'. */
export const ALLOWED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/gif',
  'image/png',
  'video/mp4',
  'video/mov',
  'video/quicktime',
  'audio/aiff',
  'audio/mp3',
  'audio/mpeg',
  'audio/vorbis',
  'audio/x-m4a',
  'audio/wave',
  'audio/wav',
] as const;
export type AllowedUploadType = (typeof ALLOWED_UPLOAD_TYPES)[number];

const MB = 1024 * 1024;

/**
 * The largest file of each kind the server takes as it ships (MAX_IMAGE_BYTES, MAX_AUDIO_BYTES,
 * MAX_VIDEO_BYTES). The page checks a picked file against these so an oversized one is named at
 * once rather than refused after a day in the outbox; a server configured lower still answers 413.
 */
export const DEFAULT_MAX_UPLOAD_BYTES = {
  image: 25 * MB,
  audio: 300 * MB,
  video: 1024 * MB,
} as const;

export const ENTRY_TYPES = ['text', 'image', 'video', 'audio'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export type MediaEntryType = Exclude<EntryType, 'text'>;

export function isAllowedUploadType(mime: string): mime is AllowedUploadType {
  return (ALLOWED_UPLOAD_TYPES as readonly string[]).includes(mime.toLowerCase());
}

/** docs/product.md §4: an entry's type follows its file's MIME type; no file makes a text entry. */
export function entryTypeForMime(mime: string | undefined): EntryType | undefined {
  if (mime === undefined || mime === '') return 'text';
  const family = mime.toLowerCase().split('/')[0];
  if (family === 'audio' || family === 'image' || family === 'video') return family;
  return undefined;
}
