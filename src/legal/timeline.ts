/**
 * A legal document's versions in time. Each version takes effect on its date (a UTC calendar
 * day) and stays in force until the next one does, so which version is current depends only on
 * the day the site is built: a daily build switches an upcoming version over on its date.
 */
import { isoDay, utcDay } from '../lib/dates.ts';
import type { Withdrawal } from './register-file.ts';

/** `withdrawn`: announced, then replaced before its date by a version dated earlier; it never applied. */
export const VERSION_STATUSES = ['superseded', 'current', 'upcoming', 'withdrawn'] as const;
type VersionStatus = (typeof VERSION_STATUSES)[number];

/** What the timeline reads of a version: the day it takes effect (or, withdrawn, was announced to), at 00:00 UTC. */
export interface Dated {
  date: Date;
  /** Set for a version replaced before it took effect (`withdrawals`). */
  withdrawn?: Withdrawal;
}

/** A version with its place in its document's timeline. */
export type TimelineVersion<T extends Dated> = T & {
  status: VersionStatus;
  /** The day the next version replaced (or will replace) this one; `undefined` for the latest and a withdrawn one. */
  until: Date | undefined;
  /**
   * The version this one is compared with: the one in force before it; for a withdrawn version,
   * the one it was announced to replace (its comparison stays as published).
   */
  previous: TimelineVersion<T> | undefined;
  /** The version that replaced (or will replace) this one; `undefined` for a withdrawn one. */
  next: TimelineVersion<T> | undefined;
};

export interface Timeline<T extends Dated> {
  /** Newest first, upcoming versions included. */
  versions: TimelineVersion<T>[];
  /** The version in force on the build day. */
  current: TimelineVersion<T>;
  /** The version that replaces the current one next, if one is scheduled. */
  upcoming: TimelineVersion<T> | undefined;
}

/**
 * What applies until an upcoming version takes effect: the version just before it. That is the
 * current version, or, when more than one version is announced, the upcoming one in between,
 * which applies from its own date (and the current version before that). `undefined` for a
 * version that is not upcoming.
 */
export function appliesUntil<T extends Dated>(
  timeline: Timeline<T>,
  version: TimelineVersion<T>,
): TimelineVersion<T> | undefined {
  if (version.status !== 'upcoming' || !version.previous) return undefined;
  const previous = version.previous.date.getTime();
  return timeline.versions.find((candidate) => candidate.date.getTime() === previous);
}

/**
 * The versions announced to replace `version`, oldest first: the first takes over on its date, and
 * each applies until the next one does. Empty for a superseded or withdrawn version and for the latest.
 */
export function replacedBy<T extends Dated>(
  timeline: Timeline<T>,
  version: TimelineVersion<T>,
): TimelineVersion<T>[] {
  if (version.status === 'superseded' || version.status === 'withdrawn') return [];
  const after = version.date.getTime();
  return timeline.versions
    .filter((candidate) => candidate.status === 'upcoming' && candidate.date.getTime() > after)
    .toReversed();
}

/**
 * The one rule of which version is in force on `today`: of those not withdrawn (which never
 * apply), the latest dated on or before that day; `undefined` when none is yet.
 */
export function versionInForce<T extends Dated>(
  versions: readonly T[],
  today: Date,
): T | undefined {
  const day = utcDay(today).getTime();
  return versions
    .filter((version) => !version.withdrawn && version.date.getTime() <= day)
    .toSorted((a, b) => a.date.getTime() - b.date.getTime())
    .at(-1);
}

/**
 * Of the versions dated before a withdrawn one, those that were published before it: every
 * version withdrawn with it, and the versions dated before the one that replaced it (any version
 * dated after that one and still standing was published after the withdrawal).
 */
const publishedBefore =
  <T extends Dated>(withdrawn: T) =>
  (candidate: T): boolean =>
    candidate.date < withdrawn.date &&
    (candidate.withdrawn?.replacedBy === withdrawn.withdrawn!.replacedBy ||
      (!candidate.withdrawn && isoDay(candidate.date) < withdrawn.withdrawn!.replacedBy));

/**
 * Orders the versions and works out which one is in force on `today`, from the versions that are
 * not withdrawn. Throws when none is yet, or when two share a date (the site could not tell which
 * of them applies): both are mistakes in the content that the build's content check reports with
 * file and line before this runs.
 */
export function buildTimeline<T extends Dated>(versions: readonly T[], today: Date): Timeline<T> {
  const oldestFirst = versions.toSorted((a, b) => a.date.getTime() - b.date.getTime());
  const twin = oldestFirst.find(
    (version, index) => version.date.getTime() === oldestFirst[index - 1]?.date.getTime(),
  );
  if (twin) throw new Error(`Two versions take effect on ${isoDay(twin.date)}`);
  const inForce = versionInForce(oldestFirst, today);
  if (!inForce) throw new Error('No version is in force yet');
  const standing = oldestFirst.filter((version) => !version.withdrawn);
  const currentIndex = standing.indexOf(inForce);

  const placed = new Map<T, TimelineVersion<T>>();
  for (const version of oldestFirst) {
    const index = standing.indexOf(version);
    placed.set(version, {
      ...version,
      status: version.withdrawn
        ? 'withdrawn'
        : index < currentIndex
          ? 'superseded'
          : index === currentIndex
            ? 'current'
            : 'upcoming',
      until: version.withdrawn ? undefined : standing[index + 1]?.date,
      previous: undefined,
      next: undefined,
    });
  }
  const place = (version: T | undefined) => version && placed.get(version);
  for (const [version, timelineVersion] of placed) {
    const index = standing.indexOf(version);
    timelineVersion.previous = place(
      version.withdrawn ? oldestFirst.findLast(publishedBefore(version)) : standing[index - 1],
    );
    timelineVersion.next = version.withdrawn ? undefined : place(standing[index + 1]);
  }
  return {
    versions: [...placed.values()].toReversed(),
    current: placed.get(inForce)!,
    upcoming: place(standing[currentIndex + 1]),
  };
}

/**
 * The newest version in force or superseded (never an upcoming or withdrawn one) that
 * `isTranslated` says a language has: the current one when it is translated, an earlier one while
 * its translation is missing (to offer as the translation of an earlier version), `undefined`
 * when none ever was.
 */
export const latestTranslated = <T extends Dated>(
  timeline: Timeline<T>,
  isTranslated: (version: TimelineVersion<T>) => boolean,
): TimelineVersion<T> | undefined =>
  timeline.versions.find(
    (version) =>
      (version.status === 'current' || version.status === 'superseded') && isTranslated(version),
  );
