import { describe, expect, it } from 'vitest';
import { buildDayFrom } from './build-day';

describe('buildDayFrom', () => {
  const now = new Date('2026-11-23T23:59:30Z');

  it('is midnight UTC of today when unset or blank, whatever the hour', () => {
    expect(buildDayFrom(undefined, now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(buildDayFrom('  ', now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('is the day BUILD_DAY names', () => {
    expect(buildDayFrom('2026-12-23', now).toISOString()).toBe('2026-12-23T00:00:00.000Z');
  });

  it('refuses what is not a real day, saying how to write one', () => {
    for (const value of ['2026-02-30', '23.11.2026', 'tomorrow', '2026-1-5']) {
      expect(() => buildDayFrom(value, now)).toThrow(
        `BUILD_DAY="${value}" is not a day: write it as YYYY-MM-DD (like 2026-11-23), or leave it unset to build for today (UTC).`,
      );
    }
  });
});
