import { expect, it } from 'vitest';
import { formatLongDate, isoDay, utcDay } from './dates';

it('formats calendar dates in UTC, so no time zone shifts the day', () => {
  const date = new Date('2025-09-12T00:00:00Z');
  expect(formatLongDate(date)).toBe('September 12, 2025');
  expect(isoDay(date)).toBe('2025-09-12');
  expect(formatLongDate(new Date('2025-03-12T23:59:59Z'))).toBe('March 12, 2025');
});

it('takes midnight UTC of the UTC calendar day', () => {
  expect(utcDay(new Date('2026-11-23T23:30:00-05:00')).toISOString()).toBe(
    '2026-11-24T00:00:00.000Z',
  );
});

it('writes a day in the language asked for, English unless told', () => {
  const date = new Date('2025-03-12T00:00:00Z');
  expect(formatLongDate(date, 'es')).toBe('12 de marzo de 2025');
  expect(formatLongDate(new Date('2025-09-01T23:59:59Z'), 'es')).toBe('1 de septiembre de 2025');
  expect(formatLongDate(date, 'en')).toBe('March 12, 2025');
});
