import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PendingFile, sizeText } from './PendingFile';

const noop = () => undefined;
const fileOf = (name: string, type: string, bytes = 3) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('PendingFile', () => {
  it('shows a photo as a picture named by the file, with its size and a way to remove it', () => {
    const html = renderToStaticMarkup(
      <PendingFile file={fileOf('square.png', 'image/png', 2048)} onRemove={noop} />,
    );
    expect(html).toContain('<img class="pending-file__media" alt="square.png"/>');
    expect(html).toContain('>2 KB<');
    expect(html).toContain('aria-label="Remove square.png"');
  });

  it('gives a video and a recording players instead of a picture', () => {
    const video = renderToStaticMarkup(
      <PendingFile file={fileOf('clip.mp4', 'video/mp4')} onRemove={noop} />,
    );
    expect(video).toContain('<video');
    expect(video).not.toContain('<img');
    const audio = renderToStaticMarkup(
      <PendingFile file={fileOf('tone.wav', 'audio/wav')} onRemove={noop} />,
    );
    // The app's own player, not the browser's controls.
    expect(audio).toContain('aria-label="Play recording"');
    expect(audio).toContain('aria-label="Position in the recording"');
    expect(audio).not.toContain('controls');
  });

  it('draws a recording’s waveform and names it as the recording', () => {
    const html = renderToStaticMarkup(
      <PendingFile
        file={fileOf('recording.wav', 'audio/wav')}
        pcm={[0, 0.5, -0.5, 0]}
        label="Recording preview"
        onRemove={noop}
      />,
    );
    expect(html).toContain('aria-label="Recording preview"');
    expect(html).toContain('class="waveform-rest"');
    expect(html).toContain('aria-label="Play recording"');
  });
});

describe('sizeText', () => {
  it('reads bytes, kilobytes and megabytes as people do', () => {
    expect(sizeText(151)).toBe('151 B');
    expect(sizeText(14 * 1024 + 100)).toBe('14 KB');
    expect(sizeText(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
