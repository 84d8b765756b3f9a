// A legal date is a calendar day, never an instant, so it reads the same on every machine.
import { languageRecord, type Language } from '../i18n/catalogue.ts';

export type Day = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A day's noon in UTC: formatted in UTC, it is that day everywhere.
const noon = (day: Day) => new Date(`${day}T12:00:00Z`);

/** `2025-9-12` and `2025-02-30` are not. */
export const isDay = (text: string): text is Day =>
  DAY.test(text) &&
  !Number.isNaN(noon(text).getTime()) &&
  noon(text).toISOString().startsWith(text);

const longDays = new Map<Language, Intl.DateTimeFormat>();
const longDay = (language: Language) =>
  new Intl.DateTimeFormat(languageRecord(language).tag, { dateStyle: 'long', timeZone: 'UTC' });

export function formatLongDay(day: Day, language: Language = 'en'): string {
  if (!longDays.has(language)) longDays.set(language, longDay(language));
  return longDays.get(language)!.format(noon(day));
}

export function addDays(day: Day, days: number): Day {
  const date = noon(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const dayIn = (instant: Date, timeZone: string): Day =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);

export const daysBetween = (from: Day, to: Day): number =>
  Math.round((noon(to).getTime() - noon(from).getTime()) / 86_400_000);
