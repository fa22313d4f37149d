import type { Readable } from 'node:stream';

/** A stored file as a listing gives it: its storage name and when it was last written. */
export interface StoredFile {
  name: string;
  /** epoch milliseconds */
  modifiedAt: number;
}

/**
 * Where media files are kept (docs/decisions.md #23): DATA_DIR/media on this machine
 * (local-media-files.ts), or an S3-compatible bucket that several machines share
 * (s3-media-files.ts), chosen by MEDIA_STORE. Names are media-store.ts's storage names; what a
 * file belongs to and who may read it is the database's business, never the store's.
 */
export interface MediaFiles {
  /** Stores a finished file of this machine's under `name`; the local file is gone afterwards. */
  put(name: string, localPath: string, mime: string): Promise<void>;
  /** The stored file's size and last write, or undefined when there is none. */
  stat(name: string): Promise<{ size: number; modifiedAt: number } | undefined>;
  /** The stored bytes from `start` to `end` (inclusive), or all of them. */
  read(name: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * The stored bytes from `start` to `end` (inclusive) and the stored file's size, in one ask of
   * the store; undefined when there is no file. `body` is null when the range does not lie within
   * the file, whose size then says what it holds.
   */
  open(
    name: string,
    range: { start: number; end: number },
  ): Promise<{ size: number; body: Readable | null } | undefined>;
  /** True when it was there to remove; false when it was gone already (a sweep, a delete). */
  remove(name: string): Promise<boolean>;
  /** Every stored file whose name sorts after `after`, in name order. */
  list(after?: string): AsyncIterable<StoredFile>;
}
