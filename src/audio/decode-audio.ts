export interface AudioChannels {
  channels: Float32Array[];
  sampleRate: number;
}

/**
 * The decoded samples of a recorded or picked audio file, ready for the waveform worker. A context
 * made here is closed afterwards: browsers allow only a few open AudioContexts per page.
 */
export async function audioChannels(
  blob: Blob,
  context?: BaseAudioContext,
): Promise<AudioChannels> {
  if (context) return decode(blob, context);
  const made = new AudioContext();
  try {
    return await decode(blob, made);
  } finally {
    await made.close();
  }
}

async function decode(blob: Blob, context: BaseAudioContext): Promise<AudioChannels> {
  const buffer = await context.decodeAudioData(await blob.arrayBuffer());
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
    buffer.getChannelData(index),
  );
  return { channels, sampleRate: buffer.sampleRate };
}
