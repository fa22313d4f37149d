import { describe, expect, it } from 'vitest';
import { chooseRecordingType, uploadPlanFor } from './recording-type';

const supports =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe('chooseRecordingType', () => {
  it('asks Chromium for Opus in WebM', () => {
    expect(chooseRecordingType(supports('audio/webm', 'audio/webm;codecs=opus', 'audio/mp4'))).toBe(
      'audio/webm;codecs=opus',
    );
  });
  it('asks Firefox for Opus in Ogg when WebM is missing', () => {
    expect(chooseRecordingType(supports('audio/ogg;codecs=opus', 'audio/ogg'))).toBe(
      'audio/ogg;codecs=opus',
    );
  });
  it('asks older Safari for MP4', () => {
    expect(chooseRecordingType(supports('audio/mp4'))).toBe('audio/mp4');
  });
  it('leaves the choice to the browser when it supports none of them', () => {
    expect(chooseRecordingType(supports())).toBe('');
  });
});

describe('uploadPlanFor', () => {
  it('re-encodes WebM and Ogg as WAV, which the allow-list accepts', () => {
    for (const type of ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg; codecs=opus', ''])
      expect(uploadPlanFor(type)).toEqual({ kind: 'wav', type: 'audio/wav', extension: 'wav' });
  });
  it('uploads MP4 audio as it is, under the allowed name audio/x-m4a', () => {
    expect(uploadPlanFor('audio/mp4;codecs=mp4a.40.2')).toEqual({
      kind: 'as-is',
      type: 'audio/x-m4a',
      extension: 'm4a',
    });
  });
  it('keeps a type the allow-list already names', () => {
    expect(uploadPlanFor('audio/mpeg')).toEqual({
      kind: 'as-is',
      type: 'audio/mpeg',
      extension: 'mpeg',
    });
  });
});
