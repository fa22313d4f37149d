import { createContext } from 'react';

/** Each route's `handle`: the name SPEC §2 records as the current page on every route change. */
export interface RouteHandle {
  page: string;
}

export const CurrentPageContext = createContext<string | undefined>(undefined);

export function pageOf(handle: unknown): string | undefined {
  if (handle === null || typeof handle !== 'object') return undefined;
  const page = (handle as Partial<RouteHandle>).page;
  return typeof page === 'string' ? page : undefined;
}
