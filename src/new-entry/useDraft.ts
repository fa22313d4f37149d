import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearDraft,
  isEmptyDraft,
  lastDraftJournal,
  loadDraft,
  saveDraft,
  type Draft,
} from './drafts';

/** How long typing may pause before the draft is written: often enough that a crash loses little. */
export const DRAFT_DELAY_MS = 300;

export type DraftChange = Partial<Omit<Draft, 'journalId' | 'savedAt'>>;

export interface DraftState {
  /** undefined until the stored draft (or none) has been read */
  draft: Draft | undefined;
  /** the draft on screen is in IndexedDB (and not empty) */
  kept: boolean;
  change: (patch: DraftChange) => void;
  /** another journal: the words go with it, unless that journal has a draft of its own */
  chooseJournal: (journalId: string) => void;
  /** forget the draft (the person asked to) */
  discard: () => Promise<void>;
  /** the entry was saved: the draft goes, and nothing is written after */
  finish: () => Promise<void>;
}

const blank = (journalId: string): Draft => ({
  journalId,
  notes: '',
  streakDate: '',
  private: false,
  savedAt: Date.now(),
});

/**
 * The composer's draft (docs/product.md §2): read once when it opens (the journal it was opened on,
 * else the one written in last, else `fallbackJournalId`), written to IndexedDB DRAFT_DELAY_MS
 * after each change, and at once when the composer closes or the page is hidden, so Close, Esc
 * and a reload all keep it.
 */
export function useDraft(
  userId: string | null,
  startJournalId: string | undefined,
  fallbackJournalId: string | undefined,
  writableJournalIds: readonly string[] | undefined,
): DraftState {
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const [kept, setKept] = useState(false);
  const latest = useRef<Draft | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const finished = useRef(false);

  const show = useCallback((next: Draft, isKept: boolean) => {
    latest.current = next;
    setDraft(next);
    setKept(isKept);
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const current = latest.current;
    if (!userId || !current || finished.current) return;
    saveDraft(userId, current)
      .then(() => {
        if (latest.current === current) setKept(!isEmptyDraft(current));
      })
      // A full or refused IndexedDB: the words are still on screen; "Draft saved" stays away.
      .catch(() => undefined);
  }, [userId]);

  // Read once, when it is known who writes and where.
  const canStart = userId !== null && (startJournalId ?? fallbackJournalId) !== undefined;
  const known = useRef(writableJournalIds);
  useEffect(() => {
    known.current = writableJournalIds;
  });
  useEffect(() => {
    if (!canStart || !userId || latest.current) return;
    let current = true;
    void (async () => {
      const last = startJournalId
        ? undefined
        : await lastDraftJournal(userId).catch(() => undefined);
      const journalId =
        startJournalId ??
        (last && known.current?.includes(last) ? last : undefined) ??
        fallbackJournalId!;
      const stored = await loadDraft(userId, journalId).catch(() => undefined);
      if (current && !latest.current) show(stored ?? blank(journalId), stored !== undefined);
    })();
    return () => {
      current = false;
    };
  }, [canStart, userId, startJournalId, fallbackJournalId, show]);

  // Closing the composer, a reload or the phone locking: write what is pending now.
  useEffect(() => {
    const onHide = () => {
      if (timer.current !== undefined) flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      onHide();
    };
  }, [flush]);

  const change = useCallback(
    (patch: DraftChange) => {
      const current = latest.current;
      if (!current || finished.current) return;
      show({ ...current, ...patch, savedAt: Date.now() }, false);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DELAY_MS);
    },
    [flush, show],
  );

  const chooseJournal = useCallback(
    (journalId: string) => {
      const current = latest.current;
      if (!userId || !current || current.journalId === journalId) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      const moved = { ...current, journalId, savedAt: Date.now() };
      show(moved, false);
      void (async () => {
        const theirs = await loadDraft(userId, journalId).catch(() => undefined);
        if (latest.current !== moved) return;
        if (theirs && !isEmptyDraft(theirs)) {
          // That journal's own draft comes back; what was on screen stays with its journal.
          await saveDraft(userId, current).catch(() => undefined);
          show(theirs, true);
          return;
        }
        await clearDraft(userId, current.journalId).catch(() => undefined);
        flush();
      })();
    },
    [userId, flush, show],
  );

  const discard = useCallback(async () => {
    const current = latest.current;
    if (!userId || !current) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    show(blank(current.journalId), false);
    await clearDraft(userId, current.journalId);
  }, [userId, show]);

  const finish = useCallback(async () => {
    const current = latest.current;
    finished.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    if (userId && current) await clearDraft(userId, current.journalId).catch(() => undefined);
  }, [userId]);

  return { draft, kept, change, chooseJournal, discard, finish };
}
