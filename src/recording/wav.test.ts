import { describe, expect, it } from 'vitest';
import { encodeWav, toInt16 } from './wav';

const text = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, index) => view.getUint8(offset + index)));

describe('encodeWav', () => {
  it('writes a RIFF/WAVE header describing 16-bit PCM', () => {
    const left = new Float32Array([0, 0.5, -0.5]);
    const right = new Float32Array([1, -1, 0]);
    const view = new DataView(encodeWav([left, right], 44_100));
    expect(view.byteLength).toBe(44 + 3 * 2 * 2);
    expect(text(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(view.byteLength - 8);
    expect(text(view, 8, 4)).toBe('WAVE');
    expect(text(view, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(44_100);
    expect(view.getUint32(28, true)).toBe(44_100 * 4);
    expect(view.getUint16(32, true)).toBe(4);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(12);
  });

  it('interleaves the channels frame by frame', () => {
    const view = new DataView(
      encodeWav([new Float32Array([0, 0.5, -0.5]), new Float32Array([1, -1, 0])], 8_000),
    );
    const samples = Array.from({ length: 6 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(samples).toEqual([0, 32767, 16384, -32768, -16384, 0]);
  });

  it('writes a mono clip and stops at the shortest channel', () => {
    expect(encodeWav([new Float32Array(10)], 48_000).byteLength).toBe(44 + 20);
    expect(encodeWav([new Float32Array(4), new Float32Array(3)], 48_000).byteLength).toBe(
      44 + 3 * 4,
    );
  });

  it('refuses a clip without channels', () => {
    expect(() => encodeWav([], 48_000)).toThrow('at least one channel');
  });
});

describe('toInt16', () => {
  it('maps the float range onto signed 16-bit and clips what lies outside', () => {
    expect(toInt16(0)).toBe(0);
    expect(toInt16(1)).toBe(32767);
    expect(toInt16(-1)).toBe(-32768);
    expect(toInt16(0.5)).toBe(16384);
    expect(toInt16(2)).toBe(32767);
    expect(toInt16(-3)).toBe(-32768);
    expect(toInt16(Number.NaN)).toBe(0);
  });
});
