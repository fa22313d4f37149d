import type { Browser, Locator, Page } from 'playwright-core';

/** What an entry card's <video> is doing, as the browser reports it. */
export interface VideoState {
  paused: boolean;
  currentTime: number;
  /** MediaError code, or null while the file plays. */
  error: number | null;
}

/** A photo or video entry's card in a list: the picture and the video as the browser has them. */
export class EntryMediaCard {
  readonly video: Locator;
  readonly photo: Locator;

  constructor(readonly card: Locator) {
    this.video = card.locator('video');
    this.photo = card.locator('img');
  }

  /** The photo's decoded width: 0 until the browser has its bytes (scrolled to, as it loads lazily). */
  async photoWidth(): Promise<number> {
    await this.photo.scrollIntoViewIfNeeded();
    return this.photo.evaluate((element) => (element as HTMLImageElement).naturalWidth);
  }

  /** Starts the video muted (what a page may start without a gesture) and reports the call's result. */
  playVideo(): Promise<string> {
    return this.video.evaluate((element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      return video.play().then(
        () => 'playing',
        (error: Error) => error.name,
      );
    });
  }

  videoState(): Promise<VideoState> {
    return this.video.evaluate((element) => {
      const video = element as HTMLVideoElement;
      return {
        paused: video.paused,
        currentTime: video.currentTime,
        error: video.error?.code ?? null,
      };
    });
  }
}

/** One file in the service worker's media cache: its address, status and stored size. */
export interface KeptFile {
  path: string;
  status: number;
  bytes: number;
}

/** The files the service worker keeps in its media cache (sw/media-route.ts), by address. */
export function keptMedia(page: Page, cacheName = 'ritual-media'): Promise<KeptFile[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const kept = [];
    for (const key of await cache.keys()) {
      const response = (await cache.match(key))!;
      const url = new URL(key.url);
      const body = await response.blob();
      kept.push({ path: url.pathname + url.search, status: response.status, bytes: body.size });
    }
    return kept;
  }, cacheName);
}

/**
 * A short MP4 video (a moving square on a changing colour, 160×120), recorded by Chromium's own
 * MediaRecorder from a canvas: there is no encoder on the test machine, and the server only takes
 * MP4 whose bytes say so. Takes as long as the clip, ~2 s.
 */
export async function recordMp4(browser: Browser, seconds = 2): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(async (millis) => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 120;
      const context = canvas.getContext('2d')!;
      let frame = 0;
      const draw = () => {
        context.fillStyle = `hsl(${(frame * 12) % 360} 70% 50%)`;
        context.fillRect(0, 0, 160, 120);
        context.fillStyle = '#fff';
        context.fillRect((frame * 4) % 160, 50, 20, 20);
        frame++;
      };
      draw();
      const recorder = new MediaRecorder(canvas.captureStream(15), {
        mimeType: 'video/mp4;codecs=vp9',
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const timer = setInterval(draw, 66);
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, millis));
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, seconds * 1000);
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

/**
 * Empties the browser's HTTP cache (not the service worker's caches). The server marks media
 * cacheable for an hour or a day, so without this a reload soon after would find the files there
 * and prove nothing about the worker; later, the HTTP cache has let them go.
 */
export async function forgetHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}
