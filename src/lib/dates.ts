/**
 * A legal date is a calendar day, `2025-09-12`, never an instant: it reads the same on every
 * machine, and the one legal time zone (`config/build-day.ts`) decides which day it is today.
 */
import { languageRecord, type Language } from '../i18n/catalogue.ts';

/** A calendar day written `YYYY-MM-DD`, as files, addresses and the published data write it. */
export type Day = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A day's noon in UTC: formatted in UTC, it is that day everywhere.
const noon = (day: Day) => new Date(`${day}T12:00:00Z`);

/** Whether `text` is a day that exists, written `YYYY-MM-DD` (`2025-9-12` and `2025-02-30` are not). */
export const isDay = (text: string): text is Day =>
  DAY.test(text) &&
  !Number.isNaN(noon(text).getTime()) &&
  noon(text).toISOString().startsWith(text);

const longDays = new Map<Language, Intl.DateTimeFormat>();

/** "September 12, 2025"; in Spanish, "12 de septiembre de 2025". */
export function formatLongDay(day: Day, language: Language = 'en'): string {
  let format = longDays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageRecord(language).tag, {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    longDays.set(language, format);
  }
  return format.format(noon(day));
}

/** "2026-11-26" plus 30 days → "2026-12-26". */
export function addDays(day: Day, days: number): Day {
  const date = noon(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day `instant` falls on in `timeZone`. */
export const dayIn = (instant: Date, timeZone: string): Day =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);

/** The calendar days from `from` to `to`: 2026-11-26 to 2026-12-26 is 30. */
export const daysBetween = (from: Day, to: Day): number =>
  Math.round((noon(to).getTime() - noon(from).getTime()) / 86_400_000);
