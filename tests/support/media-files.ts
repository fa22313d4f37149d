import sharp from 'sharp';

/** A small photo: a coloured rectangle as a PNG. */
export function photoPng(width = 48, height = 32, background = '#c04020'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Half a second of a 440 Hz tone as a mono 16-bit WAV file. */
export function toneWav(): Buffer {
  const rate = 8_000;
  const frames = rate / 2;
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
    wav.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * 440 * frame) / rate) * 12_000),
      44 + frame * 2,
    );
  return wav;
}
