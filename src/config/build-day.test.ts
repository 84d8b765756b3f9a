import { describe, expect, it } from 'vitest';
import { buildDayFrom } from './build-day';

describe('buildDayFrom', () => {
  const zone = 'America/New_York';

  it('is today in the legal time zone when unset or blank: a minute either side of its midnight', () => {
    // 23:59 on January 3 in New York is 04:59 UTC on January 4.
    expect(buildDayFrom(undefined, new Date('2027-01-04T04:59:00Z'), zone)).toBe('2027-01-03');
    expect(buildDayFrom('  ', new Date('2027-01-04T05:01:00Z'), zone)).toBe('2027-01-04');
    // In daylight time, midnight is an hour earlier in UTC.
    expect(buildDayFrom(undefined, new Date('2027-07-04T03:59:00Z'), zone)).toBe('2027-07-03');
    expect(buildDayFrom(undefined, new Date('2027-07-04T04:01:00Z'), zone)).toBe('2027-07-04');
  });

  it('is the day BUILD_DAY names', () => {
    expect(buildDayFrom('2026-12-23', new Date(), zone)).toBe('2026-12-23');
  });

  it('refuses what is not a real day, saying how to write one', () => {
    for (const value of ['2026-02-30', '23.11.2026', 'tomorrow', '2026-1-5']) {
      expect(() => buildDayFrom(value, new Date(), zone)).toThrow(
        `BUILD_DAY="${value}" is not a day: write it as YYYY-MM-DD (like 2026-11-23), or leave it unset to build for today in America/New_York.`,
      );
    }
  });
});
