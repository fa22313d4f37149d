import { describe, expect, it } from 'vitest';
import { readableBytes } from './byte-size.js';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('readableBytes', () => {
  it('writes quotas and use as Settings and refusals show them', () => {
    expect(readableBytes(2 * GB)).toBe('2 GB');
    expect(readableBytes(50 * GB)).toBe('50 GB');
    expect(readableBytes(1.2 * GB)).toBe('1.2 GB');
    expect(readableBytes(600 * MB)).toBe('600 MB');
    expect(readableBytes(1.5 * MB)).toBe('1.5 MB');
    expect(readableBytes(300 * 1024)).toBe('300 KB');
  });

  it('never says more is used than is, and never 0 KB for a file', () => {
    expect(readableBytes(2 * GB - 1)).toBe('1.9 GB');
    expect(readableBytes(MB - 1)).toBe('1023 KB');
    expect(readableBytes(1)).toBe('1 KB');
    expect(readableBytes(0)).toBe('0 KB');
  });
});
