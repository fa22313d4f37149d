import type { Config } from '../config.js';
import { localMediaFiles } from './local-media-files.js';
import type { MediaFiles } from './media-files.js';

/**
 * The media store the configuration names (MEDIA_STORE). The AWS SDK is loaded only for a
 * bucket: a server keeping its files in DATA_DIR/media does not carry it in memory.
 */
export async function openMediaFiles(config: Config): Promise<MediaFiles> {
  if (config.mediaStore.kind === 'local') return localMediaFiles(config.dataDir);
  const { s3MediaFiles } = await import('./s3-media-files.js');
  return s3MediaFiles(config.mediaStore);
}
