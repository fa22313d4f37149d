import { describe, expect, it } from 'vitest';
import { wantedRange, wholeFileRequest } from './media-request';

/** A request's headers as [name, value] pairs (the worker's lib has no iterable Headers). */
const pairs = (request: Request) => {
  const seen: [string, string][] = [];
  request.headers.forEach((value, name) => seen.push([name, value]));
  return seen;
};

const SIGNED = 'http://localhost:8787/api/media/m1?exp=1790000000&sig=abc';

describe('wholeFileRequest', () => {
  it('asks for the same signed address with nothing that would get part of the file', () => {
    const ranged = new Request(SIGNED, {
      headers: {
        range: 'bytes=100-',
        'if-range': '"m1"',
        'if-none-match': '"m1"',
        'if-modified-since': 'Mon, 23 Nov 2026 00:00:00 GMT',
        accept: 'audio/*',
        authorization: 'Bearer t1',
      },
      credentials: 'include',
    });
    const whole = wholeFileRequest(ranged);
    expect(whole.url).toBe(SIGNED);
    expect(whole.method).toBe('GET');
    expect(whole.credentials).toBe('include');
    expect(pairs(whole)).toEqual([
      ['accept', 'audio/*'],
      ['authorization', 'Bearer t1'],
    ]);
  });

  it('keys a ranged and an unranged read of one file alike', () => {
    const plain = wholeFileRequest(new Request(SIGNED));
    const ranged = wholeFileRequest(new Request(SIGNED, { headers: { range: 'bytes=0-' } }));
    expect([ranged.url, pairs(ranged)]).toEqual([plain.url, pairs(plain)]);
  });
});

describe('wantedRange, as the server reads Range', () => {
  it.each([
    ['bytes=0-', { kind: 'part', start: 0, end: 999 }],
    ['bytes=100-199', { kind: 'part', start: 100, end: 199 }],
    ['bytes=990-5000', { kind: 'part', start: 990, end: 999 }],
    ['bytes=-100', { kind: 'part', start: 900, end: 999 }],
    ['Bytes=0-1', { kind: 'part', start: 0, end: 1 }],
    ['bytes=0-9,5-19', { kind: 'part', start: 0, end: 19 }],
  ] as const)('%s of 1000 bytes is %o', (header, wanted) => {
    expect(wantedRange(header, 1000)).toEqual(wanted);
  });

  // A suffix longer than the file is refused too: range-parser does so on the server (RFC 9110
  // would serve the whole file); offline answers the same as online.
  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-5000'])(
    '%s of 1000 bytes cannot be served (416)',
    (header) => {
      expect(wantedRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it.each(['bytes=0-9,100-109', 'bytes=abc', 'nonsense', 'items=0-9'])(
    '%s gets the whole file',
    (header) => {
      expect(wantedRange(header, 1000)).toEqual({ kind: 'whole' });
    },
  );

  it('gets the whole file when no range is asked, or the file is empty', () => {
    expect(wantedRange(null, 1000)).toEqual({ kind: 'whole' });
    expect(wantedRange('bytes=0-', 0)).toEqual({ kind: 'whole' });
  });
});
