import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { crc32, inflateSync } from 'node:zlib';

/**
 * Where a photo was taken stays with the person who took it: an original keeps its bytes (no
 * re-encoding, so no quality lost) and its other metadata — orientation, camera, time — but its
 * GPS block is blanked and any XMP packet naming GPS is dropped. Previews, covers, avatars and
 * icons carry no metadata at all (sharp writes none unless asked).
 */

/** Bytes per value of each TIFF field type (1 BYTE … 12 DOUBLE). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];
const GPS_IFD_TAG = 0x8825;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const XMP_HEADERS = ['http://ns.adobe.com/xap/1.0/\0', 'http://ns.adobe.com/xmp/extension/\0'].map(
  (header) => Buffer.from(header, 'latin1'),
);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_XMP_KEYWORD = Buffer.from('XML:com.adobe.xmp\0', 'latin1');

/** XMP writes GPS as exif:GPSLatitude and the like. */
const mentionsGps = (bytes: Buffer) => bytes.includes('GPS', 0, 'latin1');

/**
 * Zeroes the GPS IFD of a TIFF structure (an EXIF block) in place: its entries and the values
 * they point at, leaving an empty IFD where readers look. True when there was one.
 */
function blankGps(tiff: Buffer): boolean {
  if (tiff.length < 8) return false;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return false;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const fits = (at: number, size: number) => at >= 8 && at + size <= tiff.length;

  const ifd0 = u32(4);
  if (!fits(ifd0, 2)) return false;
  let gps: number | undefined;
  for (let i = 0, count = u16(ifd0); i < count && fits(ifd0 + 2 + i * 12, 12); i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === GPS_IFD_TAG) gps = u32(entry + 8);
  }
  if (gps === undefined || !fits(gps, 2)) return false;
  const count = u16(gps);
  for (let i = 0; i < count && fits(gps + 2 + i * 12, 12); i++) {
    const entry = gps + 2 + i * 12;
    const size = (TYPE_SIZE[u16(entry + 2)] ?? 0) * u32(entry + 4);
    // Values of more than four bytes (the coordinates) live elsewhere in the block.
    if (size > 4 && fits(u32(entry + 8), size)) tiff.fill(0, u32(entry + 8), u32(entry + 8) + size);
  }
  tiff.fill(0, gps, Math.min(tiff.length, gps + 2 + count * 12 + 4));
  return true;
}

/** A JPEG without its location: APP1 EXIF blanked, APP1 XMP naming GPS dropped. */
function jpegWithoutLocation(jpeg: Buffer): Buffer | undefined {
  const copy = Buffer.from(jpeg);
  const keep: Buffer[] = [];
  let changed = false;
  let at = 2;
  let from = 0;
  while (at + 4 <= copy.length && copy[at] === 0xff) {
    const marker = copy[at + 1]!;
    // Metadata comes before the image data (SOS) or the end (EOI).
    if (marker === 0xda || marker === 0xd9) break;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length (RSTn, TEM).
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const end = at + 2 + copy.readUInt16BE(at + 2);
    if (end > copy.length) break;
    if (marker === 0xe1) {
      const data = copy.subarray(at + 4, end);
      if (data.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER)) {
        changed = blankGps(data.subarray(EXIF_HEADER.length)) || changed;
      } else if (
        XMP_HEADERS.some((header) => data.subarray(0, header.length).equals(header)) &&
        mentionsGps(data)
      ) {
        keep.push(copy.subarray(from, at));
        from = end;
        changed = true;
      }
    }
    at = end;
  }
  if (!changed) return undefined;
  keep.push(copy.subarray(from));
  return Buffer.concat(keep);
}

/**
 * Whether a PNG text chunk is XMP that names GPS. Compressed text is inflated to look (an XMP
 * packet is small); text that cannot be read counts as naming it.
 */
function pngXmpNamesGps(type: string, data: Buffer): boolean {
  if (!['tEXt', 'zTXt', 'iTXt'].includes(type)) return false;
  if (!data.subarray(0, PNG_XMP_KEYWORD.length).equals(PNG_XMP_KEYWORD)) return false;
  let text = data.subarray(PNG_XMP_KEYWORD.length);
  let compressed = type === 'zTXt';
  if (type === 'zTXt') text = text.subarray(1);
  if (type === 'iTXt') {
    compressed = text[0] === 1;
    // flag, method, language\0, translated keyword\0
    const language = text.indexOf(0, 2);
    text = text.subarray(text.indexOf(0, language + 1) + 1);
  }
  try {
    return mentionsGps(compressed ? inflateSync(text, { maxOutputLength: 16 << 20 }) : text);
  } catch {
    return true;
  }
}

/** A PNG without its location: the eXIf chunk blanked, an XMP text chunk naming GPS dropped. */
function pngWithoutLocation(png: Buffer): Buffer | undefined {
  const copy = Buffer.from(png);
  const keep: Buffer[] = [copy.subarray(0, 8)];
  let changed = false;
  let at = 8;
  while (at + 12 <= copy.length) {
    const length = copy.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > copy.length) break;
    const type = copy.toString('latin1', at + 4, at + 8);
    const data = copy.subarray(at + 8, at + 8 + length);
    const chunk = copy.subarray(at, end);
    if (type === 'eXIf' && blankGps(data)) {
      copy.writeUInt32BE(crc32(copy.subarray(at + 4, at + 8 + length)), at + 8 + length);
      changed = true;
    }
    if (pngXmpNamesGps(type, data)) changed = true;
    else keep.push(chunk);
    at = end;
  }
  if (!changed) return undefined;
  keep.push(copy.subarray(at));
  return Buffer.concat(keep);
}

/**
 * Removes the location from the photo at `path`, rewriting it only when it had one; answers the
 * new size and sha256 then, so the stored row describes the stored bytes.
 */
export async function removePhotoLocation(
  path: string,
  mime: string,
): Promise<{ size: number; sha256: string } | undefined> {
  if (mime !== 'image/jpeg' && mime !== 'image/png' && mime !== 'image/apng') return undefined;
  const original = await readFile(path);
  const cleaned = original.subarray(0, 8).equals(PNG_SIGNATURE)
    ? pngWithoutLocation(original)
    : jpegWithoutLocation(original);
  if (!cleaned) return undefined;
  await writeFile(path, cleaned);
  return { size: cleaned.length, sha256: createHash('sha256').update(cleaned).digest('hex') };
}
