import type { StoredIndex } from './entry-index.js';

/**
 * The index as IndexedDB keeps it: its JSON gzipped. MiniSearch's JSON lists every word's entries
 * and is most of the entries' own size; gzipped it is a fifth of that. CompressionStream is
 * native in browsers, workers and Node, so this costs no dependency.
 */
export async function packIndex(stored: StoredIndex): Promise<Uint8Array<ArrayBuffer>> {
  const zipped = new Blob([JSON.stringify(stored)])
    .stream()
    .pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(zipped).arrayBuffer());
}

/** What was kept, read back; undefined when nothing or something unreadable was kept. */
export async function unpackIndex(packed: unknown): Promise<unknown> {
  if (!(packed instanceof Uint8Array)) return undefined;
  try {
    const text = new Blob([packed.slice()]).stream().pipeThrough(new DecompressionStream('gzip'));
    return JSON.parse(await new Response(text).text()) as unknown;
  } catch {
    return undefined;
  }
}
