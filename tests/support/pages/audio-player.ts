import type { Locator, Page } from 'playwright-core';

/** What the app's one <audio> element is doing, as the browser reports it. */
export interface MediaState {
  src: string;
  paused: boolean;
  muted: boolean;
  ended: boolean;
  currentTime: number;
  duration: number;
}

/** The audio player bar (region 'Audio player') and the <audio> element behind it. */
export class AudioPlayerBar {
  readonly region: Locator;
  readonly play: Locator;
  readonly pause: Locator;
  readonly playAgain: Locator;
  readonly mute: Locator;
  readonly unmute: Locator;
  readonly next: Locator;
  readonly close: Locator;
  readonly position: Locator;
  /** the loaded recording's cover thumbnail (decoration beside the title: alt="") */
  readonly cover: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Audio player' });
    const button = (name: string) => this.region.getByRole('button', { name, exact: true });
    this.play = button('Play');
    this.pause = button('Pause');
    this.playAgain = button('Play again');
    this.mute = button('Mute');
    this.unmute = button('Unmute');
    this.next = button('Next');
    this.close = button('Close');
    this.position = this.region.getByRole('slider', { name: 'Position' });
    this.cover = this.region.locator('.player-bar__cover img');
  }

  media(): Promise<MediaState> {
    return this.page.locator('audio.player-audio').evaluate((element) => {
      const audio = element as HTMLAudioElement;
      return {
        src: audio.currentSrc,
        paused: audio.paused,
        muted: audio.muted,
        ended: audio.ended,
        currentTime: audio.currentTime,
        duration: audio.duration,
      };
    });
  }
}

/** An entry card's own Play/Pause button in a list of entries. */
export const cardButton = (card: Locator, name: 'Play' | 'Pause' | 'Play again') =>
  card.getByRole('button', { name, exact: true });

/** An entry card's waveform, which is its position: a slider to tap or move with the arrow keys. */
export const cardPosition = (card: Locator) =>
  card.getByRole('slider', { name: 'Position in the recording' });

/** An entry card's cover picture, beside its player (decoration: alt=""). */
export const cardCover = (card: Locator) => card.locator('.entry-audio__cover img');

/** Where a picture was drawn from and whether it drew: a src, and its natural size. */
export interface ShownPicture {
  src: string;
  width: number;
  height: number;
}

/** What an <img> shows once it has loaded (width 0 while it has not, or could not). */
export const shownPicture = (image: Locator): Promise<ShownPicture> =>
  image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return { src: img.currentSrc, width: img.naturalWidth, height: img.naturalHeight };
  });
