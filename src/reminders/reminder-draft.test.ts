import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, toggleDay } from './reminder-draft';

describe('the reminder editor’s draft', () => {
  it('starts from the journal’s reminder, or 19:00 every day when it has none', () => {
    expect(draftOf({ at: '07:30', days: [1, 3, 5] })).toEqual({ at: '07:30', days: [1, 3, 5] });
    expect(draftOf(null)).toEqual({ at: '19:00', days: [1, 2, 3, 4, 5, 6, 7] });
  });

  it('adds and takes away a day, keeping the week’s order', () => {
    expect(toggleDay([5, 1], 3)).toEqual([1, 3, 5]);
    expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5]);
  });

  it('saves the time and the days sorted, each once', () => {
    expect(checkDraft({ at: '07:30', days: [5, 1, 3, 1] })).toEqual({
      reminder: { at: '07:30', days: [1, 3, 5] },
    });
    // A browser that gives seconds: the reminder keeps minutes.
    expect(checkDraft({ at: '19:00:00', days: [6] })).toEqual({
      reminder: { at: '19:00', days: [6] },
    });
  });

  it('says in words what is missing instead: a day, a whole time', () => {
    expect(checkDraft({ at: '19:00', days: [] })).toEqual({
      field: 'days',
      error: 'Choose at least one day.',
    });
    expect(checkDraft({ at: '', days: [1] })).toEqual({ field: 'at', error: 'Choose a time.' });
    expect(checkDraft({ at: '24:00', days: [1] })).toEqual({
      field: 'at',
      error: 'Choose a time.',
    });
  });
});
