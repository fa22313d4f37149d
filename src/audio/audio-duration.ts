/** Lengths found so far, by entry id: a list scrolled back and forth asks once. */
const known = new Map<string, number>();
const asking = new Map<string, Promise<number | undefined>>();

/** Long enough for a slow connection to bring a file's header, short enough to let go. */
const GIVE_UP_MS = 15_000;

/**
 * An audio file's length in seconds, read from its header by a detached <audio> that loads only
 * metadata and is let go at once: it plays nothing (the app's one player does, docs/product.md
 * §4). A recording whose header does not say (a browser's WebM) is asked to seek past its end,
 * which makes the browser find the length. Undefined when the file will not say.
 */
function probe(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio');
    audio.preload = 'metadata';
    audio.muted = true;
    let settled = false;
    const timer = window.setTimeout(() => done(undefined), GIVE_UP_MS);
    function done(seconds: number | undefined) {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      audio.onloadedmetadata = audio.ondurationchange = audio.onerror = null;
      audio.removeAttribute('src');
      audio.load();
      resolve(
        seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
      );
    }
    audio.onloadedmetadata = () => {
      if (Number.isFinite(audio.duration)) return done(audio.duration);
      audio.ondurationchange = () => {
        if (Number.isFinite(audio.duration)) done(audio.duration);
      };
      audio.currentTime = Number.MAX_SAFE_INTEGER;
    };
    audio.onerror = () => done(undefined);
    audio.src = url;
  });
}

/** The length of an entry's file at `url`, asked once per entry. */
export function durationOf(entryId: string, url: string): Promise<number | undefined> {
  const seconds = known.get(entryId);
  if (seconds !== undefined) return Promise.resolve(seconds);
  let pending = asking.get(entryId);
  if (!pending) {
    pending = probe(url).then((found) => {
      asking.delete(entryId);
      if (found !== undefined) known.set(entryId, found);
      return found;
    });
    asking.set(entryId, pending);
  }
  return pending;
}

/** What is already known of an entry's length, without asking. */
export const knownDuration = (entryId: string) => known.get(entryId);
