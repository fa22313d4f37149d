import { randomBytes } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type createSharp from 'sharp';
import type { ResizeOptions } from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import type { MediaEntryType } from '../../contract/uploads.js';
import type { Tables } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../errors.js';
import { identifyUpload } from './media-types.js';
import { removePhotoLocation } from './photo-location.js';
import type { StagedFile } from './staged-file.js';

type MediaInsert = Tables['media']['$inferInsert'];
type MediaPurpose = MediaInsert['purpose'];

/** Pixel floods (a tiny file declaring huge dimensions) stop here; 64 MP covers 48 MP phone photos. */
const MAX_PIXELS = 64 * 1024 * 1024;

/**
 * sharp, loaded at the first image: its libvips holds some 30 MB of memory, which a process that
 * has served only text, as most requests are, need not carry.
 */
let sharpLoaded: Promise<typeof createSharp> | undefined;
const loadSharp = () => (sharpLoaded ??= import('sharp').then((module) => module.default));

/** The size an image is reduced to for each purpose; entries keep the original beside a preview. */
const RESIZE: Record<Exclude<MediaPurpose, 'entry'>, ResizeOptions> = {
  preview: { width: 640, height: 640, fit: 'inside', withoutEnlargement: true },
  'audio-cover': { width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true },
  avatar: { width: 256, height: 256, fit: 'cover' },
  icon: { width: 512, height: 512, fit: 'cover' },
};

/** Media ready to be recorded: its files are in place; `rows` go into the media table in the caller's transaction. */
export interface AcceptedMedia {
  kind: MediaEntryType;
  id: string;
  previewId: string | null;
  rows: MediaInsert[];
  /** Removes the files again, when the transaction that would record them fails. */
  discard(): Promise<void>;
}

interface Owner {
  userId: string;
  entryId?: string;
  journalId?: string;
}

/** A server-chosen name: two random hex characters of fan-out, then the media id. */
const storageNameFor = (id: string) => `${randomBytes(1).toString('hex')}/${id}`;

/**
 * The id of the media row a stored file can belong to: its name after the fan-out (see
 * storageNameFor). The orphan sweep (orphan-sweep.ts) finds a file's row by this primary key.
 */
export const mediaIdOfStorageName = (storageName: string) =>
  storageName.slice(storageName.lastIndexOf('/') + 1);

async function readImage(path: string) {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(path, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return meta;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new DomainError('unreadable', 'The image is too large: at most 64 megapixels.');
    }
    throw new DomainError('unreadable', 'The image could not be read.');
  }
}

async function writeResized(
  deps: AppDeps,
  source: string,
  purpose: Exclude<MediaPurpose, 'entry'>,
  owner: Owner,
) {
  const id = uuidv7();
  const storageName = storageNameFor(id);
  // Made beside the staged upload, then handed to the store (media-files.ts) as a whole file.
  const made = join(deps.config.dataDir, 'tmp', `${id}.webp`);
  await mkdir(join(deps.config.dataDir, 'tmp'), { recursive: true });
  // The header was readable (readImage), but a truncated or corrupt body fails only here.
  const sharp = await loadSharp();
  const info = await sharp(source, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(RESIZE[purpose])
    .webp({ quality: 80 })
    .toFile(made)
    .catch(async () => {
      await unlink(made).catch(() => undefined);
      throw new DomainError('unreadable', 'The image could not be read.');
    });
  try {
    await deps.mediaFiles.put(storageName, made, 'image/webp');
  } catch (error) {
    await unlink(made).catch(() => undefined);
    throw error;
  }
  const row: MediaInsert = {
    id,
    userId: owner.userId,
    purpose,
    entryId: owner.entryId ?? null,
    journalId: owner.journalId ?? null,
    mime: 'image/webp',
    size: info.size,
    sha256: '',
    storageName,
    originalName: null,
    width: info.width,
    height: info.height,
    createdAt: deps.now(),
  };
  return { row, storageName };
}

/**
 * Checks a staged upload (magic bytes, image decodes within limits), takes a photo's location out
 * (photo-location.ts), stores it under a server-generated name (deps.mediaFiles) and makes the
 * derived images: an entry image gets a preview; avatars, icons and audio covers are stored
 * resized only.
 */
export async function acceptMedia(
  deps: AppDeps,
  staged: StagedFile,
  purpose: Exclude<MediaPurpose, 'preview'>,
  owner: Owner,
): Promise<AcceptedMedia> {
  const identified = await identifyUpload(staged);
  if (purpose !== 'entry' && identified.kind !== 'image')
    throw new DomainError('unsupported-type', 'Please choose an image.');
  const placed: string[] = [];
  const discard = async () => {
    await Promise.all([
      ...placed.map((name) => deps.mediaFiles.remove(name).catch(() => false)),
      unlink(staged.path).catch(() => undefined),
    ]);
  };
  try {
    const image = identified.kind === 'image' ? await readImage(staged.path) : undefined;
    if (purpose !== 'entry') {
      const resized = await writeResized(deps, staged.path, purpose, owner);
      placed.push(resized.storageName);
      await unlink(staged.path);
      return { kind: 'image', id: resized.row.id, previewId: null, rows: [resized.row], discard };
    }
    // An original photo is kept as it came, except for where it was taken.
    const scrubbed = image ? await removePhotoLocation(staged.path, identified.mime) : undefined;
    // The preview is made from the staged file, which the store takes away (media-files.ts).
    const preview = image ? await writeResized(deps, staged.path, 'preview', owner) : undefined;
    if (preview) placed.push(preview.storageName);
    const id = uuidv7();
    const storageName = storageNameFor(id);
    await deps.mediaFiles.put(storageName, staged.path, identified.mime);
    placed.push(storageName);
    const rows: MediaInsert[] = [
      {
        id,
        userId: owner.userId,
        purpose: 'entry',
        entryId: owner.entryId ?? null,
        journalId: owner.journalId ?? null,
        mime: identified.mime,
        size: scrubbed?.size ?? staged.size,
        sha256: scrubbed?.sha256 ?? staged.sha256,
        storageName,
        originalName: staged.name,
        width: image?.width ?? null,
        height: image?.height ?? null,
        createdAt: deps.now(),
      },
    ];
    if (preview) rows.push(preview.row);
    const previewId = preview?.row.id ?? null;
    return { kind: identified.kind, id, previewId, rows, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * Removes media files after the transaction that tombstoned their rows has committed. A file
 * already gone is no failure: another process's orphan sweep (orphan-sweep.ts) may take an old
 * file the moment its row is tombstoned.
 */
export async function removeMediaFiles(
  deps: AppDeps,
  storageNames: readonly string[],
): Promise<void> {
  await Promise.all(
    storageNames.map((name) =>
      deps.mediaFiles.remove(name).catch((error: unknown) => {
        deps.log.warn('could not remove a media file', { name, error: String(error) });
      }),
    ),
  );
}
