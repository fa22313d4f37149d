import type { Journal } from '../../../contract/journals';
import type { EntryHit, Snippet } from '../../../contract/search';
import type { EntryType } from '../../../contract/uploads';
import { journalPath } from '../../screens/parts/journal-path';

/** The server answers at most this many of each (server/services/discovery.ts). */
const RESULT_LIMIT = 20;

/** A user as searches list them (contract/journals.ts UserRefSchema). */
export type Person = Journal['user'];

export type ResultJournal = Pick<Journal, 'id' | 'slug' | 'title' | 'user' | 'private'>;

/** One line of the results: an entry, a journal or a person, and where choosing it goes. */
export interface SearchResult {
  /** unique among the results, for the option's element id and the active line */
  key: string;
  kind: 'entry' | 'journal' | 'person';
  label: string;
  /** the owner's name for a journal */
  detail: string | null;
  to: string;
  avatar: string | null;
  private: boolean;
  /** an entry's words around what matched */
  snippet?: Snippet;
  /** an entry's kind and when it was written (ISO) */
  entryType?: EntryType;
  writtenAt?: string;
}

export interface GroupedResults {
  entries: SearchResult[];
  journals: SearchResult[];
  people: SearchResult[];
}

const startsAWord = (text: string, term: string, separator: string) =>
  text.startsWith(term) || text.includes(`${separator}${term}`);

/**
 * This device's journals matching the term as the server matches them: title or address contains
 * it, any case; a title word or address part starting with it first, then by title.
 */
export function matchLocalJournals<J extends ResultJournal>(journals: J[], term: string): J[] {
  const text = term.toLowerCase();
  const rank = (journal: J) =>
    startsAWord(journal.title.toLowerCase(), text, ' ') || startsAWord(journal.slug, text, '-')
      ? 0
      : 1;
  return journals
    .filter((journal) => journal.title.toLowerCase().includes(text) || journal.slug.includes(text))
    .map((journal) => ({ journal, rank: rank(journal), title: journal.title.toLowerCase() }))
    .sort((a, b) => a.rank - b.rank || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
    .slice(0, RESULT_LIMIT)
    .map(({ journal }) => journal);
}

/**
 * The device's matches first (they are there offline, and hold edits not yet sent), then the
 * server's that are not among them; a journal is listed once.
 */
export function mergeJournals<J extends ResultJournal>(local: J[], server: J[]): J[] {
  const seen = new Set(local.map((journal) => journal.id));
  return [...local, ...server.filter((journal) => !seen.has(journal.id))];
}

export function groupResults(
  journals: ResultJournal[],
  people: Person[],
  entries: EntryHit[] = [],
): GroupedResults {
  return {
    entries: entries.map((hit) => ({
      key: `entry-${hit.id}`,
      kind: 'entry',
      label: hit.journal_title,
      detail: null,
      to: `/${hit.user}/${hit.journal_slug}/${hit.id}`,
      avatar: null,
      private: hit.private,
      snippet: hit.snippet,
      entryType: hit.type,
      writtenAt: hit.created_at,
    })),
    journals: journals.map((journal) => ({
      key: `journal-${journal.id}`,
      kind: 'journal',
      label: journal.title,
      detail: journal.user.ritual_user,
      to: journalPath(journal),
      avatar: null,
      private: journal.private,
    })),
    people: people.map((person) => ({
      key: `person-${person.id}`,
      kind: 'person',
      label: person.ritual_user,
      detail: null,
      to: `/${person.ritual_user}`,
      avatar: person.avatar,
      private: false,
    })),
  };
}

/** The lines in the order the arrow keys walk them: entries, journals, then people. */
export const resultsInOrder = (grouped: GroupedResults): SearchResult[] => [
  ...grouped.entries,
  ...grouped.journals,
  ...grouped.people,
];

/**
 * The active line after an arrow key, wrapping round. A line that is gone (the results changed)
 * counts as the first, as it shows, so the arrows move on from what the person sees.
 */
export function activeAfter(
  keys: string[],
  active: string | null,
  key: 'ArrowDown' | 'ArrowUp',
): string | null {
  if (keys.length === 0) return null;
  const at = Math.max(active === null ? 0 : keys.indexOf(active), 0);
  const step = key === 'ArrowDown' ? 1 : -1;
  return keys[(at + step + keys.length) % keys.length] ?? null;
}

/** The line shown highlighted: the chosen one while it is still listed, else the first. */
export function activeResult(results: SearchResult[], active: string | null): SearchResult | null {
  return results.find((result) => result.key === active) ?? results[0] ?? null;
}
