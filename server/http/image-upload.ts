import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config.js';
import type { AppEnv } from './env.js';
import { readMultipart } from './multipart.js';
import { invalid } from '../errors.js';
import type { StagedFile } from '../media/staged-file.js';

/**
 * Reads a form whose `file` is one image (an avatar, a journal icon) before the Idempotency-Key
 * check, and removes whatever stayed staged once the answer is made.
 */
export const imageUploadBody = (config: Config) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const upload = await readMultipart(c, config, { file: 'image' });
    try {
      c.set('upload', upload);
      await next();
    } finally {
      await upload.discard();
    }
  });

/** The image read by imageUploadBody; 400 when the form carried none. */
export function uploadedImage(c: Context<AppEnv>): StagedFile {
  const file = c.get('upload')?.files.file;
  if (!file) throw invalid('file: please choose an image.');
  return file;
}
