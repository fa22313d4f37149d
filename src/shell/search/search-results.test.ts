import { describe, expect, it } from 'vitest';
import { aPerson } from '../../test/people';
import {
  activeAfter,
  activeResult,
  groupResults,
  matchLocalJournals,
  mergeJournals,
  resultsInOrder,
  type Person,
  type ResultJournal,
} from './search-results';

const ada: Person = aPerson('ada');
const bo: Person = aPerson('bo', { avatar: '/api/m/1' });

let next = 0;
const journal = (title: string, slug: string, user = ada): ResultJournal => ({
  id: `01900000-0000-7000-8000-${(++next).toString().padStart(12, '0')}`,
  title,
  slug,
  user,
  private: false,
});

describe('matchLocalJournals', () => {
  const pottery = journal('Pottery wheel', 'pottery-wheel');
  const morning = journal('Morning pages', 'morning-pages');
  const spotted = journal('Spotted birds', 'birds');
  const theWheel = journal('Throwing', 'on-the-wheel');

  it('finds a journal by part of its title or address, in any case', () => {
    expect(matchLocalJournals([pottery, morning], 'WHEEL')).toEqual([pottery]);
    expect(matchLocalJournals([pottery, morning, theWheel], 'the-w')).toEqual([theWheel]);
    expect(matchLocalJournals([pottery, morning], 'kiln')).toEqual([]);
  });

  it('lists titles with a word starting with the term before those merely containing it', () => {
    // 'pot' starts "Pottery" but sits inside "Spotted".
    expect(matchLocalJournals([spotted, pottery], 'pot')).toEqual([pottery, spotted]);
  });

  it('orders equal matches by title', () => {
    const zen = journal('Zen wheel', 'zen-wheel');
    expect(matchLocalJournals([zen, theWheel, pottery], 'wheel')).toEqual([pottery, theWheel, zen]);
  });

  it('lists at most 20, as the server does', () => {
    const many = Array.from({ length: 25 }, (_, i) => journal(`Run ${i}`, `run-${i}`));
    expect(matchLocalJournals(many, 'run')).toHaveLength(20);
  });
});

describe('mergeJournals', () => {
  it('lists this device’s matches first and each journal once', () => {
    const own = journal('Pottery', 'pottery');
    const renamedHere = { ...own, title: 'Pottery (renamed offline)' };
    const other = journal('Pottery club', 'pottery-club', bo);
    const merged = mergeJournals([renamedHere], [other, own]);
    expect(merged.map((j) => j.title)).toEqual(['Pottery (renamed offline)', 'Pottery club']);
  });

  it('keeps the server’s order for what only the server has', () => {
    const a = journal('A', 'a', bo);
    const b = journal('B', 'b', bo);
    expect(mergeJournals([], [b, a])).toEqual([b, a]);
  });
});

describe('groupResults', () => {
  it('links a journal to its page and a person to their profile', () => {
    const kiln = journal('Kiln log', 'kiln-log', bo);
    const grouped = groupResults([kiln], [bo]);
    expect(grouped.journals).toEqual([
      expect.objectContaining({ label: 'Kiln log', detail: 'bo', to: '/bo/kiln-log' }),
    ]);
    expect(grouped.people).toEqual([
      expect.objectContaining({ label: 'bo', to: '/bo', avatar: '/api/m/1' }),
    ]);
    expect(resultsInOrder(grouped).map((r) => r.kind)).toEqual(['journal', 'person']);
  });

  it('gives every line its own key, even a journal and a person with the same id', () => {
    const grouped = groupResults([{ ...journal('X', 'x'), id: bo.id }], [bo]);
    const keys = resultsInOrder(grouped).map((r) => r.key);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('the active line', () => {
  const keys = ['j1', 'j2', 'p1'];

  it('moves down and up with the arrows, wrapping round', () => {
    expect(activeAfter(keys, null, 'ArrowDown')).toBe('j2');
    expect(activeAfter(keys, 'j2', 'ArrowDown')).toBe('p1');
    expect(activeAfter(keys, 'p1', 'ArrowDown')).toBe('j1');
    expect(activeAfter(keys, 'j1', 'ArrowUp')).toBe('p1');
    expect(activeAfter(keys, 'p1', 'ArrowUp')).toBe('j2');
  });

  it('moves on from the first line when the chosen one is gone', () => {
    expect(activeAfter(keys, 'gone', 'ArrowDown')).toBe('j2');
    expect(activeAfter([], 'j1', 'ArrowDown')).toBeNull();
  });

  it('highlights the chosen line while it is listed, else the first', () => {
    const results = resultsInOrder(groupResults([journal('A', 'a'), journal('B', 'b')], []));
    expect(activeResult(results, results[1]!.key)).toBe(results[1]);
    expect(activeResult(results, 'gone')).toBe(results[0]);
    expect(activeResult([], null)).toBeNull();
  });
});
