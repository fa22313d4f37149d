import { transfer } from 'comlink';
import { pcmValues } from './waveform';

/**
 * What worker/waveform.worker.ts exposes through comlink. The page transfers the channel buffers
 * in; the pcm values come back transferred too. `Array.from` on the page turns them into the
 * `pcm` number array the server takes.
 */
export const waveformApi = {
  waveform(channels: Float32Array[], sampleRate: number): Float64Array {
    const pcm = pcmValues(channels, sampleRate);
    return transfer(pcm, [pcm.buffer]);
  },
};

export type WaveformApi = typeof waveformApi;
