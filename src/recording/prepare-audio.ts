import { audioChannels } from '../audio/decode-audio';
import type { WaveformBridge } from '../audio/waveform-bridge';
import { uploadPlanFor } from './recording-type';
import { encodeWav } from './wav';

export interface PreparedAudio {
  file: File;
  pcm: number[];
}

/**
 * A recording ready to save: in a type the server accepts (WAV unless the recorded type is
 * allowed as it is) and with its waveform computed in the worker. The WAV is written before the
 * samples move to the worker, which detaches their buffers.
 */
export async function prepareRecording(
  recording: Blob,
  bridge: WaveformBridge,
  name: string,
): Promise<PreparedAudio> {
  const plan = uploadPlanFor(recording.type);
  const { channels, sampleRate } = await audioChannels(recording);
  const body = plan.kind === 'wav' ? encodeWav(channels, sampleRate) : recording;
  const file = new File([body], `${name}.${plan.extension}`, { type: plan.type });
  return { file, pcm: await bridge.waveform(channels, sampleRate) };
}

/** The waveform of a picked audio file, or undefined when this browser cannot decode it. */
export async function pcmOfFile(file: Blob, bridge: WaveformBridge): Promise<number[] | undefined> {
  try {
    const { channels, sampleRate } = await audioChannels(file);
    return await bridge.waveform(channels, sampleRate);
  } catch {
    // The server still takes the file; its entry just draws a flat line.
    return undefined;
  }
}
