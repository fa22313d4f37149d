import { createContext, useContext } from 'react';
import type { Entry } from '../../contract/entries';
import type { JournalPage } from '../data/seen-pages';

/**
 * What the server read to draw a page for a visitor (server/http/drawn-pages.ts), handed to the
 * page in the HTML (`<script id="first-read">`): the hydrating render draws from it, so it draws
 * the same as the server did, before the device's store has anything to show.
 */
export interface FirstRead {
  /** when the server drew the page, for the dates it said ("Today") */
  now: number;
  /** the zone it said them in: a visitor's is not known until the page runs */
  timeZone: string;
  /** the journal page at /{user}/{slug}, as GET /users/{user}/journals/{slug} answers it */
  journal?: { user: string; slug: string; page: JournalPage };
  /** the entry at /embed/{id}(?key), as GET /entries/{id}(?key) answers it */
  entry?: { id: string; key: string | null; value: Entry };
}

export const FirstReadContext = createContext<FirstRead | null>(null);

export const useFirstRead = () => useContext(FirstReadContext);

/** The first read the server put in the page, if it drew one (parsed where it lands). */
export function firstReadIn(document: Document): FirstRead | undefined {
  const script = document.getElementById('first-read');
  if (!script?.textContent) return undefined;
  return JSON.parse(script.textContent) as FirstRead;
}

/** The same address, as routes and the server spell it (a username in any case). */
export const sameJournal = (read: FirstRead['journal'], user: string, slug: string) =>
  read !== undefined && read.user.toLowerCase() === user.toLowerCase() && read.slug === slug;
