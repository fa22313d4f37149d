import sharp from 'sharp';

/** A small photo: a coloured rectangle as a PNG. */
export function photoPng(width = 48, height = 32, background = '#c04020'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A square picture to dress a recording with: a dusk sky and a low sun, as a PNG. */
export function coverPng(side = 320): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 10 10">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b3f6b"/><stop offset="1" stop-color="#e9a06b"/></linearGradient></defs>
    <rect width="10" height="10" fill="url(#sky)"/><circle cx="6.5" cy="6.4" r="1.6" fill="#fff1cf"/>
    <path d="M0 7.6 C 3 6.6 6 7.2 10 7 V 10 H 0 Z" fill="#26331f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
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
