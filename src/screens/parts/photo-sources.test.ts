import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

const file = (width: number | null, height: number | null) => ({
  id: 'f',
  type: 'image/jpeg',
  size: 1,
  name: null,
  width,
  height,
});

describe('photoSources', () => {
  it('is nothing before the server has the picture', () => {
    expect(photoSources({ file: null, link: null, preview_link: null })).toBeNull();
  });

  it('offers the 640 px preview and the original by width, with the original’s size', () => {
    expect(photoSources({ file: file(1200, 1600), link: '/o', preview_link: '/p' })).toEqual({
      src: '/p',
      width: 1200,
      height: 1600,
      srcSet: '/p 480w, /o 1200w',
    });
  });

  it('offers one source where the preview is the whole picture or the size is unknown', () => {
    expect(photoSources({ file: file(300, 200), link: '/o', preview_link: '/p' })).toEqual({
      src: '/p',
      width: 300,
      height: 200,
    });
    expect(photoSources({ file: file(null, null), link: '/o', preview_link: '/p' })).toEqual({
      src: '/p',
    });
    expect(photoSources({ file: file(800, 600), link: '/o', preview_link: null })).toEqual({
      src: '/o',
      width: 800,
      height: 600,
    });
  });
});
