import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { entryById, journalEntries } from '../data/queries/entries';
import { journalById } from '../data/queries/journals';
import { useLocalStore } from '../hooks/data/useLocalStore';
import type { Entry } from '../../contract/entries';
import type { Local } from '../../local-store/db';
import { audioQueue } from './audio-queue';
import { PlayerContext, type Player } from './player-context';
import { idlePlayer, playerReducer, type PlayerAction } from './player-state';
import { useAudioSource, type LoadedSource } from './useAudioSource';

const NO_ENTRIES: Local<Entry>[] = [];

/**
 * docs/product.md §4's audio player for every screen: the reducer's state and the app's one <audio> element,
 * so playback carries on from screen to screen. The state says what should happen; the effects
 * make the element do it, and the element's events report back.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const { db } = useLocalStore();
  const [state, dispatch] = useReducer(playerReducer, idlePlayer);
  const loaded = useLiveQuery(
    async () => ({ id: state.entry, entry: state.entry ? await entryById(db, state.entry) : null }),
    [db, state.entry],
  );
  // The query answers for the entry asked about; until then the previous answer is not this one.
  const current = loaded?.id === state.entry ? loaded : undefined;
  const entry = current?.entry ?? null;
  // The playing entry's journal and its recordings, as this device holds them: straight from the
  // store, as the player is in every page's first JavaScript and the screens' hooks, which also
  // read the server, are not.
  // Nothing loaded, nothing is read, and the answers stay the same objects: the player is every
  // screen's context, and a new value at the page's start reached a recording's player still
  // being taken over from a page the server drew, which React then drew anew.
  const journalId = entry?.journal_id ?? null;
  const journal = useLiveQuery(
    () => (journalId ? journalById(db, journalId) : null),
    [db, journalId],
  );
  const journalTitle = journal?.title ?? null;
  const inJournal =
    useLiveQuery(() => (journalId ? journalEntries(db, journalId) : NO_ENTRIES), [db, journalId]) ??
    NO_ENTRIES;
  const queue = useMemo(() => audioQueue(inJournal), [inJournal]);
  const source = useAudioSource(db, entry);
  const [duration, setDuration] = useState<number>();
  const [failed, setFailed] = useState<LoadedSource | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  // The source the element is on; its events speak for that entry, which may no longer be loaded.
  const onElement = useRef<LoadedSource | null>(null);
  // Where the loaded entry was, read when its address changes (the upload finished mid-play).
  const position = useRef(0);

  // The loaded entry was deleted: nothing is left to play.
  if (state.entry !== null && current?.entry === null) dispatch({ type: 'stop' });

  useEffect(() => {
    position.current = state.currentTime;
  }, [state.currentTime]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    onElement.current = source?.url ? source : null;
    if (!source?.url) {
      if (audio.hasAttribute('src')) {
        audio.removeAttribute('src');
        audio.load();
      }
      return;
    }
    audio.src = source.url;
    // Before the file's metadata is in, this is where playback will start.
    if (position.current > 0) audio.currentTime = position.current;
  }, [source]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !source?.url) return;
    if (state.paused) return audio.pause();
    audio.play().catch((error: unknown) => {
      // A newer load or pause interrupted this start; that one decides what happens.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      dispatch({ type: 'pause' });
    });
  }, [source, state.paused]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = state.muted;
  }, [state.muted]);

  const player = useMemo((): Player => {
    const act = (action: PlayerAction) => {
      const after = playerReducer(state, action);
      // Next on a journal's only recording starts it over: the element is already on it.
      if (after.entry === state.entry && after.currentTime === 0 && state.currentTime > 0) {
        if (audioRef.current) audioRef.current.currentTime = 0;
      }
      dispatch(action);
    };
    return {
      state,
      entry,
      journalTitle,
      duration: state.entry !== null ? duration : undefined,
      unavailable: source !== null && (source.url === null || failed === source),
      play: ({ id }) => act({ type: 'play', entry: id }),
      pause: () => act({ type: 'pause' }),
      resume: () => act({ type: 'resume' }),
      toggleMute: () => act({ type: 'toggleMute' }),
      next: () => act({ type: 'next', entries: queue }),
      stop: () => act({ type: 'stop' }),
      seek: (seconds) => {
        const audio = audioRef.current;
        if (!audio || !Number.isFinite(seconds)) return;
        audio.currentTime = Math.max(0, seconds);
        dispatch({ type: 'timeUpdate', seconds: audio.currentTime });
      },
    };
  }, [state, entry, journalTitle, duration, source, failed, queue]);

  const speaksForLoaded = () => onElement.current?.entryId === state.entry;

  return (
    <PlayerContext value={player}>
      {children}
      <audio
        ref={audioRef}
        className="player-audio"
        preload="auto"
        onTimeUpdate={(event) => {
          const audio = event.currentTarget;
          // A load resets the element to 0 before it knows its file; that is not the listener's place.
          if (audio.readyState === HTMLMediaElement.HAVE_NOTHING || !speaksForLoaded()) return;
          dispatch({ type: 'timeUpdate', seconds: audio.currentTime });
        }}
        onDurationChange={(event) => {
          const seconds = event.currentTarget.duration;
          setDuration(Number.isFinite(seconds) ? seconds : undefined);
        }}
        onEmptied={() => setDuration(undefined)}
        onEnded={() => speaksForLoaded() && dispatch({ type: 'ended' })}
        onError={() => setFailed(onElement.current)}
        // The system may pause or start it too (media keys, headphones unplugged).
        onPause={(event) => {
          const audio = event.currentTarget;
          if (audio.paused && !audio.ended && !state.paused && speaksForLoaded())
            dispatch({ type: 'pause' });
        }}
        onPlay={() => state.paused && speaksForLoaded() && dispatch({ type: 'resume' })}
      />
    </PlayerContext>
  );
}
