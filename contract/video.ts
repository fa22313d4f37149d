import { z } from 'zod';

export { JITSI_ROOM_PREFIX } from './video-room.js';

/** GET /video/config: where the page's video rooms are hosted (JITSI_DOMAIN on the server). */
export const VideoConfigSchema = z.object({
  /** a host name, with a port when not 443, e.g. 'meet.jit.si' */
  domain: z.string(),
});
export type VideoConfig = z.infer<typeof VideoConfigSchema>;
