import { describe, expect, it, vi } from 'vitest';
import { openAudioSource, type AudioSourceDeps } from './audio-source';

const recording = new Blob(['RIFF'], { type: 'audio/wav' });

function deps(blobs: Record<string, Blob> = {}) {
  return {
    readBlob: vi.fn(async (id: string) => Promise.resolve(blobs[id])),
    createObjectURL: vi.fn(() => 'blob:http://app/1'),
    revokeObjectURL: vi.fn(),
  } satisfies AudioSourceDeps;
}

describe('openAudioSource', () => {
  it('plays the server’s file once the entry has a link, without reading the device', async () => {
    const device = deps({ e1: recording });
    const source = await openAudioSource({ id: 'e1', link: '/api/media/m1' }, device);
    expect(source?.url).toBe('/api/media/m1');
    source?.release();
    expect(device.readBlob).not.toHaveBeenCalled();
    expect(device.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('plays the recording still waiting on this device before it uploads', async () => {
    const device = deps({ e1: recording });
    const source = await openAudioSource({ id: 'e1', link: null }, device);
    expect(device.createObjectURL).toHaveBeenCalledWith(recording);
    expect(source?.url).toBe('blob:http://app/1');
  });

  it('revokes the object URL when released, once', async () => {
    const device = deps({ e1: recording });
    const source = await openAudioSource({ id: 'e1', link: null }, device);
    source?.release();
    source?.release();
    expect(device.revokeObjectURL).toHaveBeenCalledOnce();
    expect(device.revokeObjectURL).toHaveBeenCalledWith('blob:http://app/1');
  });

  it('has nothing to play when neither the server nor this device has the file', async () => {
    const device = deps();
    expect(await openAudioSource({ id: 'e1', link: null }, device)).toBeNull();
    expect(device.createObjectURL).not.toHaveBeenCalled();
  });
});
