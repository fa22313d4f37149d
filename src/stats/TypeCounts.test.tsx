import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TypeCounts } from './TypeCounts';

describe('TypeCounts', () => {
  it('lists every entry type with a readable label and its count', () => {
    const html = renderToStaticMarkup(
      <TypeCounts perType={{ text: 5, image: 2, video: 0, audio: 7 }} />,
    );
    const rows = [...html.matchAll(/<dt>([^<]+)<\/dt><dd>(\d+)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ['Text', '5'],
      ['Images', '2'],
      ['Videos', '0'],
      ['Audio', '7'],
    ]);
  });
});
