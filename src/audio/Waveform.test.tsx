import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Waveform } from './Waveform';
import { waveformPath } from './waveform-path';

const clipWidth = (html: string) =>
  Number(/<clipPath[^>]*><rect [^>]*width="([\d.]+)"/.exec(html)?.[1]);

describe('Waveform', () => {
  const pcm = [-0.5, 0.5, -1, 1, -0.2, 0.2, 0, 0.1];

  it('is an image labelled Waveform with the entry’s shape', () => {
    const html = renderToStaticMarkup(<Waveform pcm={pcm} width={200} height={40} />);
    expect(html).toMatch(/^<svg[^>]* role="img" aria-label="Waveform"/);
    expect(html).toContain(`d="${waveformPath(pcm, 200, 40)}"`);
  });

  it('colours the played part through a clip as wide as the played fraction', () => {
    const html = renderToStaticMarkup(
      <Waveform pcm={pcm} width={200} height={40} currentTime={30} duration={120} />,
    );
    expect(clipWidth(html)).toBe(50);
    const id = /<clipPath id="([^"]+)"/.exec(html)?.[1];
    expect(id).toMatch(/^[a-zA-Z0-9-]+$/);
    expect(html).toMatch(
      new RegExp(`<path class="waveform-played" d="[^"]+" clip-path="url\\(#${id}\\)"`),
    );
    expect(html).toContain('class="waveform-rest"');
  });

  it('shows nothing played before the duration is known', () => {
    const html = renderToStaticMarkup(
      <Waveform pcm={pcm} width={200} height={40} currentTime={30} />,
    );
    expect(clipWidth(html)).toBe(0);
  });

  it('draws a flat line without pcm', () => {
    const html = renderToStaticMarkup(<Waveform width={100} height={20} />);
    expect(html).toContain('d="M0 9.5H100V10.5H0Z"');
  });

  it('gives each waveform on a page its own clip', () => {
    const html = renderToStaticMarkup(
      <>
        <Waveform pcm={pcm} width={10} height={10} />
        <Waveform pcm={pcm} width={10} height={10} />
      </>,
    );
    const ids = [...html.matchAll(/<clipPath id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(2);
  });
});
