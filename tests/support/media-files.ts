import sharp from 'sharp';

/** A small photo: a coloured rectangle as a PNG. */
export function photoPng(width = 48, height = 32, background = '#c04020'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A mono 16-bit PCM WAV file of these samples (whole numbers, -32768 to 32767), as recorders save. */
export function wavOf(samples: ArrayLike<number>, rate: number): Buffer {
  const frames = samples.length;
  const wav = Buffer.alloc(44 + frames * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + frames * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(frames * 2, 40);
  for (let frame = 0; frame < frames; frame++)
    wav.writeInt16LE(Math.round(samples[frame]!), 44 + frame * 2);
  return wav;
}

/** A steady tone as a WAV file: by default half a second of 440 Hz at 8 kHz. */
export function toneWav({ seconds = 0.5, hertz = 440, rate = 8_000 } = {}): Buffer {
  const samples = Array.from(
    { length: Math.round(rate * seconds) },
    (_, frame) => Math.sin((2 * Math.PI * hertz * frame) / rate) * 12_000,
  );
  return wavOf(samples, rate);
}
