import { useCallback, useEffect, useState } from 'react';
import { useLocalStore } from '../hooks/data/useLocalStore';
import type { Page } from './discovery-api';
import { appendPage, keptPart } from './paged-list';
import { failureMessage } from '../errors/messages';
import { remember } from '../data/remembered';
import { readRemembering } from './remembered-reads';

export interface PagedRead<T> {
  /** undefined while the first page is on its way */
  list: Page<T> | undefined;
  /** when the list shown was read on an earlier visit (the server could not be reached now) */
  rememberedAt: number | null;
  /** docs/product.md §8's sentence when the first page could not be read (also beside a remembered list) */
  error: string | null;
  loadMore: () => void;
  loadingMore: boolean;
  /** docs/product.md §8's sentence when a further page could not be read */
  moreError: string | null;
}

/** Reads one page; must keep its identity while `key` does (a module function, or useCallback). */
export type LoadPage<T> = (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>;

interface Shown<T> {
  key: string;
  list?: Page<T>;
  rememberedAt: number | null;
  error: string | null;
  loadingMore: boolean;
  moreError: string | null;
}

/**
 * A server list read page by page ('Load more'). What was read is kept under `key` in the meta
 * table, so the next visit without a connection shows it, saying it is from then.
 */
export function usePagedRead<T extends { id: string }>(
  key: string,
  loadPage: LoadPage<T>,
): PagedRead<T> {
  const { db } = useLocalStore();
  const [shown, setShown] = useState<Shown<T> | null>(null);
  const [more, setMore] = useState<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    void readRemembering(db, key, () => loadPage(null, abort.signal)).then((outcome) => {
      if (abort.signal.aborted) return;
      setShown({
        key,
        ...(outcome.kind === 'failed' ? {} : { list: outcome.value }),
        rememberedAt: outcome.kind === 'remembered' ? outcome.at : null,
        error: outcome.kind === 'fresh' ? null : outcome.error,
        loadingMore: false,
        moreError: null,
      });
    });
    return () => abort.abort();
  }, [db, key, loadPage]);

  useEffect(() => () => more?.abort(), [more]);

  const current = shown?.key === key ? shown : null;
  const loadMore = useCallback(() => {
    const list = current?.list;
    if (!current || !list || list.next === null || current.loadingMore) return;
    const abort = new AbortController();
    setMore(abort);
    const update = (change: Partial<Shown<T>>) =>
      setShown((before) => (before?.key === key ? { ...before, ...change } : before));
    update({ loadingMore: true, moreError: null });
    loadPage(list.next, abort.signal).then(
      (page) => {
        if (abort.signal.aborted) return;
        const longer = appendPage(list, page);
        update({ list: longer, loadingMore: false });
        // Only a list read now is kept, so an old one never mixes with fresh pages.
        if (current.rememberedAt === null) void remember(db, key, keptPart(longer), Date.now());
      },
      async (failure: unknown) => {
        if (abort.signal.aborted) return;
        update({ moreError: await failureMessage(failure), loadingMore: false });
      },
    );
  }, [db, key, loadPage, current]);

  return {
    list: current?.list,
    rememberedAt: current?.rememberedAt ?? null,
    error: current?.error ?? null,
    loadMore,
    loadingMore: current?.loadingMore ?? false,
    moreError: current?.moreError ?? null,
  };
}
