import { describe, expect, it } from 'vitest';
import { timezoneToStore } from './timezone';

describe('timezoneToStore', () => {
  it('asks for the browser’s zone when it differs from the stored one', () => {
    expect(timezoneToStore('UTC', 'Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('changes nothing when they match', () => {
    expect(timezoneToStore('Europe/Berlin', 'Europe/Berlin')).toBeNull();
  });

  it('changes nothing when the browser cannot name its zone', () => {
    expect(timezoneToStore('UTC', undefined)).toBeNull();
    expect(timezoneToStore('UTC', '')).toBeNull();
  });
});
