import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import { coverPng, wavOf } from '../support/media-files.js';
import { AppBar } from '../support/pages/app-bar.js';
import {
  AudioPlayerBar,
  cardButton,
  cardCover,
  cardPosition,
  shownPicture,
  type MediaState,
} from '../support/pages/audio-player.js';
import { createJournal, JournalPageModel } from '../support/pages/journaling.js';
import { NewEntryPanel } from '../support/pages/new-entry-panel.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };

const stage = useStage();

const RATE = 8_000;

/** A mono 16-bit WAV of a tone that swells and fades `pulses` times, like a short phrase. */
function toneWav(seconds: number, hertz: number, pulses: number): { wav: Buffer; pcm: number[] } {
  const frames = RATE * seconds;
  const samples = Array.from({ length: frames }, (_, frame) => {
    const t = frame / RATE;
    const swell = 0.15 + 0.75 * Math.abs(Math.sin((Math.PI * pulses * t) / seconds));
    return swell * Math.sin(2 * Math.PI * hertz * t);
  });
  const wav = wavOf(
    samples.map((sample) => sample * 32_000),
    RATE,
  );
  // The waveform as the app's worker would draw it: min and max of each of 200 slices.
  const slice = frames / 200;
  const pcm = Array.from({ length: 200 }, (_, index) => {
    const part = samples.slice(index * slice, (index + 1) * slice);
    return [Math.min(...part), Math.max(...part)].map((value) => Math.round(value * 1000) / 1000);
  }).flat();
  return { wav, pcm };
}

/** An audio entry posted as any client would: multipart with the file and its waveform. */
async function postAudioEntry(who: Person, journalId: string, notes: string, hertz: number) {
  const { wav, pcm } = toneWav(20, hertz, 4);
  const form = new FormData();
  form.append('journal_id', journalId);
  form.append('notes', notes);
  form.append('pcm', JSON.stringify(pcm));
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `${notes}.wav`);
  const response = await fetch(`${stage.server.url}/api/entries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST /entries: ${response.status} ${await response.text()}`);
}

/** Join and create a journal in the browser; returns the person and the journal's path. */
async function journalOfNewPerson(page: Page, title: string) {
  const person = await stage.join(page, 'a');
  return { person, journalPath: await createJournal(page, title) };
}

/**
 * Polls until the element plays: not paused, and its position moves on. The baseline is the lowest position
 * seen while polling, not the first: just after a track change the element can still report the previous
 * track's position before it starts the new one from 0, and measuring from there failed on a slow machine.
 */
async function expectPlaying(bar: AudioPlayerBar) {
  let lowest = Infinity;
  await expect
    .poll(async () => {
      const media = await bar.media();
      lowest = Math.min(lowest, media.currentTime);
      return !media.paused && media.currentTime > lowest + 0.2;
    }, soon)
    .toBe(true);
}

const title = (bar: AudioPlayerBar) => bar.region.locator('.player-bar__title').textContent();

/** Every page wrapper that started a fade, as a MutationObserver saw it happen. */
interface SeenFade {
  phase: 'leave' | 'enter';
  inert: boolean;
  ariaHidden: string | null;
  heading: string | null;
}

/** Records each page-leave / page-enter the moment it appears, so no fade goes unseen. */
function watchPageFades() {
  const seen: SeenFade[] = [];
  (window as unknown as { pageFades: SeenFade[] }).pageFades = seen;
  const note = (element: Element) => {
    for (const phase of ['leave', 'enter'] as const)
      if (element.classList.contains(`page-${phase}`))
        seen.push({
          phase,
          inert: (element as HTMLElement).inert,
          ariaHidden: element.getAttribute('aria-hidden'),
          heading: element.querySelector('h1')?.textContent ?? null,
        });
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') note(record.target as Element);
      for (const node of record.addedNodes) if (node instanceof Element) note(node);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
}

const fadesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { pageFades: SeenFade[] }).pageFades);

describe.each(BEHAVIOUR_WIDTHS)('the audio player at %i px', (width) => {
  let page: Page;
  // Motion allowed: this file watches the page fade (launchBrowser's contexts reduce motion).
  const newPage = async (options: BrowserContextOptions = {}) => {
    page = await stage.newPage(width, { reducedMotion: 'no-preference', ...options });
    await page.addInitScript(watchPageFades);
  };
  beforeEach(() => newPage());

  it('plays a journal’s recordings from the bar: pause, mute, next wrapping, across screens, to the end', async () => {
    const { person, journalPath } = await journalOfNewPerson(page, 'Bird songs');
    const api = stage.api;
    const who = await api.login(person.username, person.password);
    let journalId: string | undefined;
    await expect
      .poll(async () => {
        const journals = await api.liveRecords<{ id: string; title: string }>(who, 'journal');
        journalId = journals.find((journal) => journal.title === 'Bird songs')?.id;
        return journalId;
      }, soon)
      .toBeDefined();
    await postAudioEntry(who, journalId!, 'First light', 440);
    await postAudioEntry(who, journalId!, 'Evening chorus', 660);

    await stage.open(page, journalPath);
    const journal = new JournalPageModel(page);
    const evening = journal.entry('Evening chorus');
    const first = journal.entry('First light');
    await cardButton(evening, 'Play').waitFor(soon);
    await cardButton(first, 'Play').waitFor(soon);
    const bar = new AudioPlayerBar(page);
    expect(await bar.region.count()).toBe(0);
    // Each card is its own player: its length shows before anything plays.
    await expect
      .poll(() => cardPosition(evening).getAttribute('aria-valuetext'), soon)
      .toBe('0:00 of 0:20');

    // Play the newest: the bar appears and the element plays it, from the server's file.
    await cardButton(evening, 'Play').click();
    await bar.region.waitFor(soon);
    expect(await title(bar)).toBe('Evening chorus');
    await expectPlaying(bar);
    expect((await bar.media()).src).toContain('/api/media/');
    expect(pathOf(page)).toBe(journalPath);
    await cardButton(evening, 'Pause').waitFor(soon);
    await expect.poll(() => bar.region.textContent(), soon).toMatch(/0:0[1-9] \/ 0:20/);
    await screenshot(page, 'audio-player-journal', width);

    // Pause pauses; Play carries on from there.
    await bar.pause.click();
    await expect.poll(async () => (await bar.media()).paused, soon).toBe(true);
    const pausedAt = (await bar.media()).currentTime;
    await cardButton(evening, 'Play').waitFor(soon);
    await bar.play.click();
    await expectPlaying(bar);
    expect((await bar.media()).currentTime).toBeGreaterThanOrEqual(pausedAt);

    // Mute mutes, and stays muted from track to track.
    await bar.mute.click();
    await expect.poll(async () => (await bar.media()).muted, soon).toBe(true);
    await bar.unmute.waitFor(soon);

    // Next: the journal's other recording, then back round to the first.
    const eveningSrc = (await bar.media()).src;
    await bar.next.click();
    await expect.poll(() => title(bar), soon).toBe('First light');
    await expect.poll(async () => (await bar.media()).src, soon).not.toBe(eveningSrc);
    await expectPlaying(bar);
    // From its start, not from where the other one was.
    expect((await bar.media()).currentTime).toBeLessThan(10);
    await cardButton(first, 'Pause').waitFor(soon);
    await cardButton(evening, 'Play').waitFor(soon);
    expect((await bar.media()).muted).toBe(true);
    await bar.next.click();
    await expect.poll(() => title(bar), soon).toBe('Evening chorus');
    await expect.poll(async () => (await bar.media()).src, soon).toBe(eveningSrc);
    await expectPlaying(bar);
    await bar.unmute.click();
    await expect.poll(async () => (await bar.media()).muted, soon).toBe(false);

    // Another screen: the page fades out and the next one in, and the recording plays on.
    const playing: MediaState = await bar.media();
    await new AppBar(page).home.click();
    await expect.poll(() => pathOf(page), soon).toBe('/home');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Today' }).waitFor(soon);
    await expectPlaying(bar);
    expect((await bar.media()).src).toBe(playing.src);
    expect(await title(bar)).toBe('Evening chorus');
    const fades = await fadesSeen(page);
    const leaving = fades.filter((fade) => fade.phase === 'leave');
    expect(leaving.map((fade) => fade.heading)).toContain('Bird songs');
    for (const fade of leaving) expect(fade).toMatchObject({ inert: true, ariaHidden: 'true' });
    expect(fades.some((fade) => fade.phase === 'enter' && !fade.inert)).toBe(true);
    await screenshot(page, 'audio-player-home', width);

    // To the end: Play again shows, and starts it over.
    const { duration } = await bar.media();
    await bar.position.fill(String(duration - 0.5));
    await bar.playAgain.waitFor(soon);
    expect((await bar.media()).ended).toBe(true);
    expect(await bar.region.textContent()).toContain('Ended');
    await screenshot(page, 'audio-player-ended', width);
    await bar.playAgain.click();
    await expectPlaying(bar);
    expect((await bar.media()).currentTime).toBeLessThan(duration - 0.5);

    // Close stops it and takes the bar away.
    await bar.close.click();
    await bar.region.waitFor({ state: 'detached', ...soon });
    expect((await bar.media()).paused).toBe(true);

    // A tap on a card's waveform plays it from there: three quarters in is 0:15 of 0:20.
    await stage.open(page, journalPath);
    const wave = cardPosition(journal.entry('First light'));
    const box = (await wave.boundingBox())!;
    await wave.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
    await bar.region.waitFor(soon);
    await expect.poll(() => title(bar), soon).toBe('First light');
    await expect.poll(async () => (await bar.media()).currentTime, soon).toBeGreaterThan(14);
    await expectPlaying(bar);
    await bar.close.click();
  });

  it('plays a recording saved offline from this device with its cover, before it uploads', async () => {
    // Offline, the recording plays from the device through the service worker's media route.
    await newPage({ serviceWorkers: 'allow' });
    const { person, journalPath } = await journalOfNewPerson(page, 'Offline voice');
    await new JournalPageModel(page).newEntry.click();
    const push = new NewEntryPanel(page);
    await push.file.waitFor(soon);
    // Offline from here (the screens are loaded): the entry and its files stay on this device.
    await page.context().setOffline(true);
    const { wav } = toneWav(20, 520, 3);
    await push.file.setInputFiles({ name: 'memo.wav', mimeType: 'audio/wav', buffer: wav });
    await push.notes.fill('Said on the train');

    // A recording may carry a cover picture; a file that is no picture is named, and not taken.
    const text = { name: 'lyrics.txt', mimeType: 'text/plain', buffer: Buffer.from('la la') };
    await push.addCover.setInputFiles(text);
    await push.error.filter({ hasText: 'Invalid file type' }).waitFor(soon);
    expect(await push.cover.count()).toBe(0);
    const picture = { name: 'train.png', mimeType: 'image/png', buffer: await coverPng() };
    await push.addCover.setInputFiles(picture);
    await expect.poll(async () => (await shownPicture(push.cover)).width, soon).toBe(320);
    expect(await push.error.count()).toBe(0);
    await push.replaceCover.waitFor(soon);
    await push.removeCover.waitFor(soon);
    await screenshot(page, 'audio-cover-composer', width);
    await push.save.click();
    await push.dialog.waitFor({ state: 'hidden', ...soon });
    expect(pathOf(page)).toBe(journalPath);

    // Before it uploads, the card and the bar show the picture this device keeps.
    const card = new JournalPageModel(page).entry('Said on the train');
    const kept = { src: expect.stringMatching(/^blob:/), width: 320 };
    await expect.poll(() => shownPicture(cardCover(card)), soon).toMatchObject(kept);
    await cardButton(card, 'Play').click();
    const bar = new AudioPlayerBar(page);
    await bar.region.waitFor(soon);
    await expectPlaying(bar);
    expect((await bar.media()).src).toMatch(/^blob:/);
    await expect.poll(() => shownPicture(bar.cover), soon).toMatchObject(kept);
    // The "Saved to…" toast, still up, stands above the bar rather than over its controls.
    const toast = await page.locator('.toast').filter({ hasText: 'Saved to' }).boundingBox();
    const barBox = await bar.region.boundingBox();
    expect(toast!.y + toast!.height).toBeLessThanOrEqual(barBox!.y);
    await screenshot(page, 'audio-player-offline', width);

    // Back online the upload goes out; the server's file takes over where the sound was.
    await bar.position.fill('10');
    await expect.poll(async () => (await bar.media()).currentTime, soon).toBeGreaterThan(10);
    await page.context().setOffline(false);
    await expect.poll(async () => (await bar.media()).src, soon).toContain('/api/media/');
    await expectPlaying(bar);
    expect((await bar.media()).currentTime).toBeGreaterThan(10);

    // The cover went with it: the server serves it, and the card and the bar show the server's.
    const served = { src: expect.stringContaining('/api/media/'), width: 320 };
    await expect.poll(() => shownPicture(cardCover(card)), soon).toMatchObject(served);
    await expect.poll(() => shownPicture(bar.cover), soon).toMatchObject(served);
    const who = await stage.api.login(person.username, person.password);
    const entryId = (await card.getAttribute('id'))!.replace(/^entry-/, '');
    const entry = await stage.api.call('GET', `/entries/${entryId}`, who);
    expect(entry.audio_cover).toMatch(/^\/api\/media\//);
    const image = await fetch(new URL(entry.audio_cover, stage.server.url), {
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});

describe('page changes with reduced motion', () => {
  it('show the next page without a fade', async () => {
    const page = await stage.newPage(1280, { reducedMotion: 'reduce' });
    await page.addInitScript(watchPageFades);
    await journalOfNewPerson(page, 'Calm pages');
    await new AppBar(page).home.click();
    await expect.poll(() => pathOf(page), soon).toBe('/home');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Today' }).waitFor(soon);
    expect(await fadesSeen(page)).toEqual([]);
  });
});
