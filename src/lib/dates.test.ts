import { expect, it } from 'vitest';
import { addDays, dayIn, formatLongDay, isDay } from './dates';

it('reads only days that exist, written YYYY-MM-DD', () => {
  expect(isDay('2025-09-12')).toBe(true);
  expect(isDay('2024-02-29')).toBe(true);
  expect(isDay('2025-02-29')).toBe(false);
  expect(isDay('2025-9-12')).toBe(false);
  expect(isDay('12 September 2025')).toBe(false);
});

it('writes a day in the language asked for, English unless told', () => {
  expect(formatLongDay('2025-03-12')).toBe('March 12, 2025');
  expect(formatLongDay('2025-03-12', 'es')).toBe('12 de marzo de 2025');
  expect(formatLongDay('2025-09-01', 'es')).toBe('1 de septiembre de 2025');
});

it('counts calendar days across months, years and clock changes', () => {
  expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
});

it('names the day an instant falls on in a time zone', () => {
  // 23:59 in New York is already the next day in UTC.
  expect(dayIn(new Date('2027-01-04T04:59:00Z'), 'America/New_York')).toBe('2027-01-03');
  expect(dayIn(new Date('2027-01-04T05:00:00Z'), 'America/New_York')).toBe('2027-01-04');
  expect(dayIn(new Date('2027-07-04T03:59:00Z'), 'America/New_York')).toBe('2027-07-03');
  expect(dayIn(new Date('2027-07-04T04:00:00Z'), 'America/New_York')).toBe('2027-07-04');
});
