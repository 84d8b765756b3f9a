/**
 * The one day a build is made for: today in the legal time zone, unless `BUILD_DAY=YYYY-MM-DD`
 * pins it (the tests do, so what they expect does not change the day an announced version takes
 * effect). It decides which legal version is in force and whether a programme is open.
 */
import { dayIn, isDay, type Day } from '../lib/dates.ts';
import { parseSiteSettings } from './settings.ts';
import type { Env } from './build-mode.ts';

export function buildDayFrom(value: string | undefined, now: Date, timeZone: string): Day {
  const pinned = value?.trim();
  if (!pinned) return dayIn(now, timeZone);
  if (!isDay(pinned))
    throw new Error(
      `BUILD_DAY="${value}" is not a day: write it as YYYY-MM-DD (like 2026-11-23), or leave it unset to build for today in ${timeZone}.`,
    );
  return pinned;
}

/** The build day of a build with `env`'s variables: `BUILD_DAY`, or today in its legal time zone. */
export const buildDayOf = (env: Env, now = new Date()): Day =>
  buildDayFrom(env['BUILD_DAY'], now, parseSiteSettings(env).legalTimeZone);
