// The built page's text files, compressed once at build time (brotli and gzip beside each), which
// the server sends to a browser that accepts them (server/http/client-app.ts): a phone on a slow
// network waits for a third of the bytes, and no request pays for compressing them again.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const client = fileURLToPath(new URL('../dist/client', import.meta.url));
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this a compressed copy saves less than the headers that announce it.
const SMALLEST = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under `dir`, except dot-folders such as the build's .vite. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) =>
        entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
      ),
  );
  return nested.flat();
}

const files = (await filesUnder(client)).filter((file) => TEXT.test(file));
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    if ((await stat(file)).size < SMALLEST) return;
    const text = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipped(text, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    before += text.length;
    after += br.length;
  }),
);
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(`compress: ${files.length} text files, ${kb(before)} as ${kb(after)} in brotli`);
