import { bodyLimit } from 'hono/body-limit';
import { tooLarge } from '../errors.js';

/** Refuses a body past `maxSize` bytes with 413 as it arrives, whatever length it declared. */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
