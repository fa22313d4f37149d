import type { Config } from '../config.js';
import { localMediaFiles } from './local-media-files.js';
import type { MediaFiles } from './media-files.js';
import { s3MediaFiles } from './s3-media-files.js';

/** The media store the configuration names (MEDIA_STORE). */
export const openMediaFiles = (config: Config): MediaFiles =>
  config.mediaStore.kind === 'local'
    ? localMediaFiles(config.dataDir)
    : s3MediaFiles(config.mediaStore);
