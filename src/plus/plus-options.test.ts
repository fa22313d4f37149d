import { describe, expect, it } from 'vitest';
import { PLUS_OPTIONS } from '../../contract/billing';
import {
  entriesOfLimit,
  isEarlySupporter,
  optionFromQuery,
  PLUS_OPTION_TEXTS,
} from './plus-options';

const query = (text: string) => new URLSearchParams(text);

describe('the plus options', () => {
  it('offers every option the server sells, monthly first', () => {
    expect(PLUS_OPTION_TEXTS.map((text) => text.option)).toEqual([...PLUS_OPTIONS]);
    expect(PLUS_OPTION_TEXTS[0]?.option).toBe('monthly');
  });

  it('reads the option from the query string, monthly when none is named', () => {
    expect(optionFromQuery(query(''))).toBe('monthly');
    expect(optionFromQuery(query('option='))).toBe('monthly');
    expect(optionFromQuery(query('option=yearly'))).toBe('yearly');
    expect(optionFromQuery(query('option=support-pack'))).toBe('support-pack');
    expect(optionFromQuery(query('option=lifetime'))).toBeNull();
  });

  it('words the free limit as the menu does', () => {
    expect(entriesOfLimit({ numberOfEntries: 3, freeEntryLimit: 100 })).toBe('3 of 100 entries');
  });

  it('counts forever and early as the early pack, nothing else', () => {
    expect(isEarlySupporter('forever')).toBe(true);
    expect(isEarlySupporter('early')).toBe(true);
    expect(isEarlySupporter('other')).toBe(false);
    expect(isEarlySupporter(null)).toBe(false);
  });
});
