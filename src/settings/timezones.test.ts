import { describe, expect, it } from 'vitest';
import { timezoneOptions } from './timezones';

describe('timezoneOptions', () => {
  it('offers the known zones with the stored one, the device’s and UTC, sorted, once each', () => {
    expect(
      timezoneOptions('Europe/Berlin', 'Asia/Tokyo', ['Europe/Berlin', 'America/New_York']),
    ).toEqual(['America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'UTC']);
  });

  it('keeps a stored zone the browser does not list, so the select can show it', () => {
    expect(timezoneOptions('Etc/GMT+5', undefined, ['UTC'])).toEqual(['Etc/GMT+5', 'UTC']);
  });

  it('lists this runtime’s IANA zones by default', () => {
    expect(timezoneOptions('UTC', undefined)).toEqual(
      expect.arrayContaining(['Europe/Berlin', 'Pacific/Auckland', 'UTC']),
    );
  });
});
