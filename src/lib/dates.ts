/**
 * Dates in legal documents are calendar days. Formatting them in UTC keeps "September 12, 2025"
 * the same on every build machine, whatever its time zone.
 */
import { languageRecord, type Language } from '../i18n/catalogue.ts';

const longDates = new Map<Language, Intl.DateTimeFormat>();

/** "September 12, 2025"; in Spanish, "12 de septiembre de 2025". */
export function formatLongDate(date: Date, language: Language = 'en'): string {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageRecord(language).tag, {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    longDates.set(language, format);
  }
  return format.format(date);
}

/** "2025-09-12" → "September 12, 2025": a day as messages and pages spell it out. */
export const formatLongDay = (day: Day, language?: Language) =>
  formatLongDate(parseDay(day), language);

/** A calendar day as the site writes it, `2025-09-12`: the one pattern of a day in text. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day written `YYYY-MM-DD`, as files, addresses and `versions.json` write it. */
export type Day = string;

/**
 * Midnight UTC of `text` when it is a day that exists, written as `DAY_PATTERN` says;
 * `undefined` for anything else (`2025-9-12`, `2025-02-30`).
 */
export function readDay(text: string): Date | undefined {
  if (!DAY_PATTERN.test(text)) return undefined;
  const date = parseDay(text);
  return Number.isNaN(date.getTime()) || isoDay(date) !== text ? undefined : date;
}

/** "2025-09-12" → midnight UTC of that day; an Invalid Date when the text is not a day. */
export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** "2025-09-12", for `<time datetime>` and machine-readable metadata. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "2026-11-26" plus 30 days → "2026-12-26": calendar days, in UTC, so no clock change shifts it. */
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** Midnight UTC of the calendar day (in UTC) that `now` falls on: the instant versions are compared against. */
export function utcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
