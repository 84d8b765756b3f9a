/**
 * Dates in legal documents are calendar days. Formatting them in UTC keeps "September 12, 2025"
 * the same on every build machine, whatever its time zone.
 */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "September 12, 2025". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** "2025-09-12" → midnight UTC of that day; an Invalid Date when the text is not a day. */
export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** "2025-09-12", for `<time datetime>` and machine-readable metadata. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of the calendar day (in UTC) that `now` falls on: the instant versions are compared against. */
export function utcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
