import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { screenshot } from '../support/app-pages.js';
import { toneWav } from '../support/media-files.js';
import { AudioPlayerBar, cardButton } from '../support/pages/audio-player.js';
import { JournalPageModel } from '../support/pages/journaling.js';
import {
  EntryMediaCard,
  forgetHttpCache,
  keptMedia,
  recordMp4,
} from '../support/pages/offline-media.js';
import { PwaModel } from '../support/pages/pwa.js';
import { useStage } from '../support/stage.js';

// Issue 7: a recording, a video and a photo seen online keep playing and showing once the server
// process is really stopped and the app is reloaded from the service worker's cache. <audio> and
// <video> ask for byte ranges; the worker keeps each file whole and cuts the ranges from its copy.
// One width only: what is tested is the worker's cache, which no layout changes (the pages
// themselves are checked at both widths in pwa.spec.ts and audio-player.spec.ts).
const WIDTH = 375;

const soon = { timeout: 15_000 };
const SECONDS = 20;

/** A mono 16-bit WAV of a steady 440 Hz tone, and its waveform as the app draws it (200 slices). */
function toneWavWithPeaks(): { wav: Buffer; pcm: number[] } {
  const wav = toneWav({ seconds: SECONDS });
  return { wav, pcm: Array.from({ length: 400 }, (_, index) => (index % 2 ? 0.37 : -0.37)) };
}

const tone = toneWavWithPeaks();

// A server per attempt: the test stops its server, and a retry needs one.
const stage = useStage({ serviceWorker: true, server: 'each test' });
let video: Buffer;
beforeAll(async () => {
  video = await recordMp4(stage.browser);
});

interface EntryFile {
  notes: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** An entry with a file, posted as any client would (multipart). */
async function postFile(who: Person, journalId: string, file: EntryFile) {
  const form = new FormData();
  form.append('journal_id', journalId);
  form.append('notes', file.notes);
  if (file.type.startsWith('audio/')) form.append('pcm', JSON.stringify(tone.pcm));
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${stage.server.url}/api/entries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`POST /entries: ${response.status} ${await response.text()}`);
}

/** Polls until the element plays: not paused, and its position moves on from where it was. */
async function expectPlaying(read: () => Promise<{ paused: boolean; currentTime: number }>) {
  const from = (await read()).currentTime;
  await expect
    .poll(async () => {
      const media = await read();
      return !media.paused && media.currentTime > from + 0.2;
    }, soon)
    .toBe(true);
}

describe(`media seen online, at ${WIDTH} px`, () => {
  it('plays the recording and the video and shows the photo with the server stopped', async () => {
    const api = stage.api;
    const person = await api.register('media');
    // Private: its files have signed links (?exp=&sig=), the harder case for a cache key.
    const journal = (await api.call('POST', '/journals', person, {
      title: 'Field notes',
      private: true,
    })) as { id: string; slug: string };
    const journalPath = `/${person.username}/${journal.slug}`;
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#2a7f62' },
    })
      .png()
      .toBuffer();
    const files = [
      { notes: 'The old oak', name: 'oak.png', type: 'image/png', bytes: photo },
      { notes: 'Rain on the roof', name: 'rain.mp4', type: 'video/mp4', bytes: video },
      { notes: 'Birdsong at dawn', name: 'dawn.wav', type: 'audio/wav', bytes: tone.wav },
    ];
    for (const file of files) await postFile(person, journal.id, file);

    const { page } = await stage.signedInPage(WIDTH, person);
    // Only requests made once the worker controls the page go through its media cache.
    await new PwaModel(page).controlled();
    await stage.open(page, journalPath);
    const list = new JournalPageModel(page);
    await list.heading.filter({ hasText: 'Field notes' }).waitFor(soon);
    const recording = list.entry('Birdsong at dawn');
    const clip = new EntryMediaCard(list.entry('Rain on the roof'));
    const oak = new EntryMediaCard(list.entry('The old oak'));
    const bar = new AudioPlayerBar(page);

    // Online: the user plays a little of the recording and the video, and scrolls to the photo.
    await cardButton(recording, 'Play').click();
    await bar.region.waitFor(soon);
    await expectPlaying(() => bar.media());
    await bar.pause.click();
    await clip.video.waitFor(soon);
    expect(await clip.playVideo()).toBe('playing');
    await expectPlaying(() => clip.videoState());
    await expect.poll(() => oak.photoWidth(), soon).toBeGreaterThan(0);
    const photoWidth = await oak.photoWidth();

    // The worker kept each file whole (200, every byte, though the elements asked for ranges),
    // under its signed address; the photo may be kept as its preview.
    await expect
      .poll(async () => (await keptMedia(page)).map((file) => file.bytes), soon)
      .toEqual(expect.arrayContaining([tone.wav.length, video.length]));
    const kept = await keptMedia(page);
    expect(kept).toHaveLength(3);
    for (const file of kept) {
      expect(file.status).toBe(200);
      expect(file.path).toMatch(/^\/api\/media\/[^/?]+\?exp=\d+&sig=/);
    }

    // The server process stops and the browser's HTTP cache lets the files go; the app reloads
    // from the worker's caches.
    await stage.server.stop();
    await forgetHttpCache(page);
    await page.reload();
    await list.heading.filter({ hasText: 'Field notes' }).waitFor(soon);

    // The recording plays, shows its progress, and seeks (a range cut from the kept copy).
    await cardButton(recording, 'Play').click();
    await bar.region.waitFor(soon);
    await expectPlaying(() => bar.media());
    await expect.poll(() => bar.region.textContent(), soon).toMatch(/0:0[1-9] \/ 0:20/);
    await bar.position.fill('12');
    await expect.poll(async () => (await bar.media()).currentTime, soon).toBeGreaterThan(12);
    await expectPlaying(() => bar.media());
    await bar.pause.click();

    // The video plays, the photo shows.
    expect(await clip.playVideo()).toBe('playing');
    await expectPlaying(() => clip.videoState());
    expect((await clip.videoState()).error).toBeNull();
    await expect.poll(() => oak.photoWidth(), soon).toBe(photoWidth);
    await screenshot(page, 'offline-media', WIDTH);
  });
});
