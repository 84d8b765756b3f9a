/**
 * The one day a build is made for. `astro.config.mjs` decides it once and opens the legal library
 * for it, and everything that depends on it reads it from there: which version of each legal
 * document is in force (a version announced in advance takes over on its date, at 00:00 UTC),
 * the sitemap's dates, the numbering of cross-references and the content check. It is today in
 * UTC unless `BUILD_DAY=YYYY-MM-DD` says otherwise: the test suite pins it, so what the tests
 * expect does not change on the day an announced version takes effect.
 */
import { readDay, utcDay } from '../lib/dates.ts';

/** Midnight UTC of `value`, or of the day `now` falls on when `value` is unset or blank. */
export function buildDayFrom(value: string | undefined, now = new Date()): Date {
  if (!value?.trim()) return utcDay(now);
  const parsed = readDay(value.trim());
  if (!parsed) {
    throw new Error(
      `BUILD_DAY="${value}" is not a day: write it as YYYY-MM-DD (like 2026-11-23), or leave it unset to build for today (UTC).`,
    );
  }
  return parsed;
}
