import rangeParser from 'range-parser';

/**
 * Headers that would make the server answer with less than the whole file: a byte range, or a
 * 304 from a condition. The media cache keeps whole files only.
 */
const PARTIAL_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'];

/**
 * The request the media cache fetches and keys by: the same address (signed query included) and
 * the same credentials, with nothing that asks for part of the file. <audio> and <video> ask with
 * a Range header and the server answers 206, which a cache cannot keep (issue 7).
 */
export function wholeFileRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of PARTIAL_HEADERS) headers.delete(name);
  return new Request(request.url, { headers, credentials: request.credentials });
}

/** What a Range header asks of a file of `size` bytes, as the server's media route reads it. */
export type WantedRange =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * The server's reading of Range (server/routes/media.ts, with the same range-parser), so a kept
 * file answers offline as the server did online: one range (overlaps combined, an end past the
 * file cut to its last byte) is a part; a start past the end, or a suffix longer than the file, is
 * unsatisfiable (416); a malformed header or several ranges get the whole file (RFC 9110 allows
 * that). A unit other than bytes is ignored, as RFC 9110 says (the server slices bytes for any).
 */
export function wantedRange(header: string | null, size: number): WantedRange {
  if (header === null || size === 0) return { kind: 'whole' };
  const parsed = rangeParser(size, header, { combine: true });
  if (parsed === -1) return { kind: 'unsatisfiable' };
  if (parsed === -2 || parsed.type.toLowerCase() !== 'bytes' || parsed.length !== 1)
    return { kind: 'whole' };
  const { start, end } = parsed[0]!;
  return { kind: 'part', start, end };
}
