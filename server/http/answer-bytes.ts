/**
 * Pieces of JSON text, and of text already written as UTF-8, as one UTF-8 answer, written in place: joining a sync page's 760 kB of
 * pieces as one string first took about 2.7 ms, writing them into one buffer about 0.3 ms, and
 * a string answer is measured and encoded again when sent.
 */
export function answerBytes(pieces: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  let size = 0;
  for (const piece of pieces)
    size += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.byteLength;
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') at += bytes.write(piece, at);
    else {
      bytes.set(piece, at);
      at += piece.byteLength;
    }
  }
  return bytes;
}
