import { expect, it } from 'vitest';
import { formatZonedTime, isTimeZone, zonedDatetime, zonedInstant } from './zoned-time';

it('states a wall-clock time in its zone as a lawyer writes it', () => {
  expect(formatZonedTime('2027-01-04T00:00:00', 'America/New_York')).toBe(
    'January 4, 2027, 12:00:00 a.m. Eastern Time (ET)',
  );
  expect(formatZonedTime('2027-12-31T23:59:59', 'America/Los_Angeles')).toBe(
    'December 31, 2027, 11:59:59 p.m. Pacific Time (PT)',
  );
});

it('takes standard or daylight time from the day itself', () => {
  expect(zonedInstant('2027-01-04T00:00:00', 'America/New_York').toISOString()).toBe(
    '2027-01-04T05:00:00.000Z',
  );
  expect(zonedInstant('2027-07-04T00:00:00', 'America/New_York').toISOString()).toBe(
    '2027-07-04T04:00:00.000Z',
  );
  expect(zonedDatetime('2027-07-04T00:00:00', 'America/New_York')).toBe(
    '2027-07-04T00:00:00-04:00',
  );
});

it('knows a zone name from a typo', () => {
  expect(isTimeZone('America/New_York')).toBe(true);
  expect(isTimeZone('Eastern')).toBe(false);
});
