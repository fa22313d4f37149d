import { z } from 'zod';
import type { Config } from '../config.js';
import { invalid } from '../errors.js';
import type { StagedFile } from '../media/staged-file.js';
import type { MultipartBody } from './multipart.js';
import { readMultipart } from './multipart.js';
import { multipartBody } from './openapi.js';
import type { BodyReader } from './write-route.js';

/**
 * A form whose `file` is one image (an avatar, a journal icon), read before the Idempotency-Key
 * check; whatever stayed staged is removed once the answer is made. No image is a 400.
 */
export const imageUpload = (config: Config): BodyReader<StagedFile> => ({
  read: async (c, next) => {
    const upload = await readMultipart(c, config, { file: 'image' });
    try {
      c.set('body', upload);
      await next();
    } finally {
      await upload.discard();
    }
  },
  value: (c) => {
    const file = (c.get('body') as MultipartBody | undefined)?.files.file;
    if (!file) throw invalid('file: please choose an image.');
    return file;
  },
  requestBody: multipartBody(z.object({}), { file: 'An image' }),
});
