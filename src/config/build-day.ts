// `BUILD_DAY` pins it, so the tests' expectations do not change when a version takes effect.
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

export const buildDayOf = (env: Env, now = new Date()): Day =>
  buildDayFrom(env['BUILD_DAY'], now, parseSiteSettings(env).legalTimeZone);
