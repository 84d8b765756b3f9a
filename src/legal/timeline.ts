/**
 * A legal document's versions in time. Each version takes effect on its day (at 00:00 in the
 * legal time zone) and stays in force until the next one does, so which version is current
 * depends only on the day the site is built: a daily build switches an upcoming version over.
 */
import type { Day } from '../lib/dates.ts';
import type { Withdrawal } from './register-file.ts';

/** `withdrawn`: announced, then replaced before its date by a version dated earlier; it never applied. */
export const VERSION_STATUSES = ['superseded', 'current', 'upcoming', 'withdrawn'] as const;
type VersionStatus = (typeof VERSION_STATUSES)[number];

/** What the timeline reads of a version: the day it takes effect (or, withdrawn, was announced to). */
export interface Dated {
  date: Day;
  /** Set for a version replaced before it took effect (`withdrawals`). */
  withdrawn?: Withdrawal | undefined;
}

/** A version's place in its document's timeline: what the timeline derives from the versions' dates. */
export interface Place<T> extends Dated {
  status: VersionStatus;
  /** The day the next version replaced (or will replace) this one; `undefined` for the latest and a withdrawn one. */
  until: Day | undefined;
  /**
   * The version this one is compared with: the one in force before it; for a withdrawn version,
   * the one it was announced to replace (its comparison stays as published). For an upcoming
   * version, also the one that applies until it takes effect.
   */
  previous: T | undefined;
  /** The version that replaced (or will replace) this one; `undefined` for a withdrawn one. */
  next: T | undefined;
}

/** A document's versions, the very objects it was given, each with its place. */
export interface Timeline<T> {
  /** Newest first, upcoming versions included. */
  versions: T[];
  /** The version in force on the build day. */
  current: T;
  /** Each version's date, status and neighbours. */
  places: ReadonlyMap<T, Place<T>>;
}

/**
 * The versions announced to replace `version`, oldest first: the first takes over on its date, and
 * each applies until the next one does. Empty for a superseded or withdrawn version and for the latest.
 */
export function replacedBy<T>(timeline: Timeline<T>, version: T): T[] {
  const { status, date } = timeline.places.get(version)!;
  if (status === 'superseded' || status === 'withdrawn') return [];
  return timeline.versions
    .filter((candidate) => {
      const place = timeline.places.get(candidate)!;
      return place.status === 'upcoming' && place.date > date;
    })
    .toReversed();
}

/**
 * The one rule of which version is in force on `today`: of those not withdrawn (which never
 * apply), the latest dated on or before that day; `undefined` when none is yet.
 */
export function versionInForce<T>(
  versions: readonly T[],
  dated: (version: T) => Dated,
  today: Day,
): T | undefined {
  return versions
    .filter((version) => !dated(version).withdrawn && dated(version).date <= today)
    .toSorted((a, b) => dated(a).date.localeCompare(dated(b).date))
    .at(-1);
}

/**
 * Of the versions dated before a withdrawn one, those that were published before it: every
 * version withdrawn with it, and the versions dated before the one that replaced it (any version
 * dated after that one and still standing was published after the withdrawal).
 */
const publishedBefore = (withdrawn: Dated, candidate: Dated): boolean =>
  candidate.date < withdrawn.date &&
  (candidate.withdrawn?.replacedBy === withdrawn.withdrawn!.replacedBy ||
    (!candidate.withdrawn && candidate.date < withdrawn.withdrawn!.replacedBy));

/**
 * Orders the versions, each `dated` as the caller reads it, around `inForce`, the one in force
 * (`versionInForce`, decided once, by the legal library). Throws when none is yet, or when two
 * share a date (the site could not tell which of them applies): both are mistakes in the content
 * that the build's content check reports with file and line before this runs.
 */
export function buildTimeline<T>(
  versions: readonly T[],
  dated: (version: T) => Dated,
  inForce: T | undefined,
): Timeline<T> {
  const dates = new Map(versions.map((version) => [version, dated(version)]));
  const of = (version: T) => dates.get(version)!;
  const oldestFirst = versions.toSorted((a, b) => of(a).date.localeCompare(of(b).date));
  const twin = oldestFirst.find(
    (version, index) => index > 0 && of(version).date === of(oldestFirst[index - 1]!).date,
  );
  if (twin) throw new Error(`Two versions take effect on ${of(twin).date}`);
  if (inForce === undefined) throw new Error('No version is in force yet');
  const standing = oldestFirst.filter((version) => !of(version).withdrawn);
  const currentIndex = standing.indexOf(inForce);
  if (currentIndex === -1) throw new Error('The version in force is not a standing version');

  const places = new Map<T, Place<T>>();
  for (const version of oldestFirst) {
    const { date, withdrawn } = of(version);
    const index = standing.indexOf(version);
    const next = withdrawn ? undefined : standing[index + 1];
    places.set(version, {
      date,
      ...(withdrawn && { withdrawn }),
      status: withdrawn
        ? 'withdrawn'
        : index < currentIndex
          ? 'superseded'
          : index === currentIndex
            ? 'current'
            : 'upcoming',
      until: next && of(next).date,
      previous: withdrawn
        ? oldestFirst.findLast((candidate) => publishedBefore(of(version), of(candidate)))
        : standing[index - 1],
      next,
    });
  }
  return {
    versions: oldestFirst.toReversed(),
    current: inForce,
    places,
  };
}

/**
 * The newest version in force or superseded (never an upcoming or withdrawn one) that
 * `isTranslated` says a language has: the current one when it is translated, an earlier one while
 * its translation is missing (to offer as the translation of an earlier version), `undefined`
 * when none ever was.
 */
export const latestTranslated = <T>(
  timeline: Timeline<T>,
  isTranslated: (version: T) => boolean,
): T | undefined =>
  timeline.versions.find((version) => {
    const { status } = timeline.places.get(version)!;
    return (status === 'current' || status === 'superseded') && isTranslated(version);
  });
