import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { peaks } from '../../worker/peaks.js';
import { examplesDir } from '../paths.js';
import type { StagedFile } from '../media/staged-file.js';

const DECLARED_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.wav': 'audio/wav',
};

/** Waveform buckets for the example audio: a min/max pair each, like the page's worker makes. */
const PCM_BUCKETS = 200;

/**
 * Copies a bundled example file into DATA_DIR/tmp as if it had just been uploaded, so that it
 * goes through the same checks and storage as any upload (acceptMedia moves it from there).
 */
export async function stageExampleFile(dataDir: string, name: string): Promise<StagedFile> {
  const declaredType = DECLARED_TYPES[extname(name)];
  if (!declaredType) throw new Error(`The example file ${name} has no known type`);
  const source = join(examplesDir, name);
  const content = await readFile(source);
  const tmpDir = join(dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, uuidv7());
  await copyFile(source, path);
  return {
    field: 'file',
    path,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    declaredType,
    name,
  };
}

/** The samples of a 16-bit PCM WAV file (its first channel), as -1…1. */
function wavSamples(wav: Buffer): Float32Array {
  let channels = 0;
  let bits = 0;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      channels = wav.readUInt16LE(body + 2);
      bits = wav.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1) throw new Error('Only 16-bit PCM WAV files are read');
      const frames = Math.floor(Math.min(size, wav.length - body) / (2 * channels));
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++)
        samples[i] = wav.readInt16LE(body + i * 2 * channels) / 32768;
      return samples;
    }
    at = body + size + (size % 2);
  }
  throw new Error('The WAV file has no data chunk');
}

/** The `pcm` waveform of a bundled WAV file, rounded to keep the entry small. */
export async function examplePcm(name: string): Promise<number[]> {
  const samples = wavSamples(await readFile(join(examplesDir, name)));
  return Array.from(peaks(samples, PCM_BUCKETS), (value) => Math.round(value * 1e4) / 1e4);
}
