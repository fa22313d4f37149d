import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VideoUpdatesSchema, type VideoUpdate } from '../../contract/account.js';
import { projectRoot } from '../paths.js';

/** Shipped with the code and read from the project root, so the built server (dist/node) finds it too. */
const videoUpdatesFile = join(projectRoot, 'server/content/video-updates.json');

/**
 * The videos about Ritual's features, newest first. Read and checked once when the routes are
 * made, so a malformed file stops the server at start rather than failing a request later.
 */
export function loadVideoUpdates(file = videoUpdatesFile): VideoUpdate[] {
  const parsed = VideoUpdatesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not a list of video updates: ${parsed.error.message}`);
  return [...parsed.data.videos].sort(
    (a, b) => Date.parse(b.published_at) - Date.parse(a.published_at),
  );
}
