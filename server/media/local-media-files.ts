import { createReadStream, type Dirent } from 'node:fs';
import { lstat, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaFiles, StoredFile } from './media-files.js';

const byName = (a: Dirent, b: Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** A folder's entries in name order; none when it does not exist (yet). */
export async function sortedEntries(dir: string): Promise<Dirent[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).sort(byName);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Media in DATA_DIR/media (MEDIA_STORE=local, the default): one machine, or several sharing one
 * volume. An upload is staged in DATA_DIR/tmp, on the same file system, so `put` is a rename.
 */
export function localMediaFiles(dataDir: string): MediaFiles {
  const root = join(dataDir, 'media');
  const pathOf = (name: string) => join(root, name);
  const statOf = async (name: string) => {
    const found = await stat(pathOf(name)).catch((error: unknown) => {
      if (gone(error)) return undefined;
      throw error;
    });
    return found?.isFile() ? { size: found.size, modifiedAt: found.mtimeMs } : undefined;
  };
  const readOf = async (name: string, range?: { start: number; end: number }) => {
    const stream = createReadStream(
      pathOf(name),
      range ? { start: range.start, end: range.end } : {},
    );
    // Opened before it is handed on, so a missing file fails here rather than mid-answer.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  };
  return {
    async put(name, localPath) {
      await mkdir(dirname(pathOf(name)), { recursive: true });
      await rename(localPath, pathOf(name));
    },
    stat: statOf,
    read: readOf,
    // The size from the file system, which is a call on this machine, not a round trip.
    async open(name, range) {
      const found = await statOf(name);
      if (!found) return undefined;
      if (range.end >= found.size) return { size: found.size, body: null };
      return { size: found.size, body: await readOf(name, range) };
    },
    async remove(name) {
      try {
        await unlink(pathOf(name));
        return true;
      } catch (error) {
        if (gone(error)) return false;
        throw error;
      }
    },
    // Names are fan-out/id (media-store.ts): two levels, each walked in name order.
    async *list(after): AsyncGenerator<StoredFile> {
      const afterDir = after?.split('/')[0];
      const found = async (name: string) => {
        const stats = await lstat(pathOf(name)).catch(() => undefined);
        return stats?.isFile() ? { name, modifiedAt: stats.mtimeMs } : undefined;
      };
      for (const top of await sortedEntries(root)) {
        if (top.isFile() && (after === undefined || top.name > after)) {
          const file = await found(top.name);
          if (file) yield file;
        }
        if (!top.isDirectory() || (afterDir !== undefined && top.name < afterDir)) continue;
        for (const entry of await sortedEntries(join(root, top.name))) {
          const name = `${top.name}/${entry.name}`;
          if (!entry.isFile() || (after !== undefined && name <= after)) continue;
          const file = await found(name);
          if (file) yield file;
        }
      }
    },
  };
}
