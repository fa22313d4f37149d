/**
 * Pieces of JSON text as one UTF-8 answer, written in place: joining a sync page's 760 kB of
 * pieces as one string first took about 2.7 ms, writing them into one buffer about 0.3 ms, and
 * a string answer is measured and encoded again when sent.
 */
export function answerBytes(pieces: readonly string[]): Uint8Array<ArrayBuffer> {
  let size = 0;
  for (const piece of pieces) size += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at);
  return bytes;
}
