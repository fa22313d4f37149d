import { fileTypeFromFile } from 'file-type';
import { ErrorText } from '../../contract/errors.js';
import type { MediaEntryType } from '../../contract/uploads.js';
import { DomainError } from '../errors.js';
import type { StagedFile } from './staged-file.js';

/**
 * What the bytes may turn out to be, for each declared family. The declared type passed docs/product.md §5's
 * allow-list already; here the file's own magic bytes must agree with it.
 */
const ACCEPTED: Record<MediaEntryType, readonly string[]> = {
  image: ['image/jpeg', 'image/gif', 'image/png', 'image/apng'],
  video: ['video/mp4', 'video/quicktime', 'video/x-m4v'],
  // An audio-only MP4 (voice memos, m4a with a generic brand) sniffs as video/mp4.
  audio: [
    'audio/aiff',
    'audio/x-aiff',
    'audio/mpeg',
    'audio/ogg',
    'audio/x-m4a',
    'audio/mp4',
    'audio/wav',
    'audio/vnd.wave',
    'audio/x-wav',
    'video/mp4',
  ],
};

interface Identified {
  kind: MediaEntryType;
  /** the type the file is served with: what its bytes are, not what the client said */
  mime: string;
  ext: string;
}

export async function identifyUpload(file: StagedFile): Promise<Identified> {
  const detected = await fileTypeFromFile(file.path);
  if (!detected) throw new DomainError('unsupported-type', ErrorText.unidentifiedFileType);
  const kind = file.declaredType.split('/')[0] as MediaEntryType;
  if (!ACCEPTED[kind].includes(detected.mime))
    throw new DomainError('unsupported-type', ErrorText.invalidFileType);
  const mime = kind === 'audio' && detected.mime === 'video/mp4' ? 'audio/mp4' : detected.mime;
  return { kind, mime, ext: detected.ext };
}
