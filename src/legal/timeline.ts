// A document's versions in time: which is current depends only on the build day.
import type { Day } from '../lib/dates.ts';
import type { Withdrawal } from './register-file.ts';

/** `withdrawn`: replaced before its day by a version dated earlier; it never applied. */
export const VERSION_STATUSES = ['superseded', 'current', 'upcoming', 'withdrawn'] as const;

export type Dated = { date: Day; withdrawn?: Withdrawal | undefined };

export interface Place<T> extends Dated {
  status: (typeof VERSION_STATUSES)[number];
  until: Day | undefined;
  /** For a withdrawn version, the one it was to replace. */
  previous: T | undefined;
  next: T | undefined;
}

/** A document's versions (the very objects given), newest first, each with its place. */
export type Timeline<T> = { versions: T[]; current: T; places: ReadonlyMap<T, Place<T>> };

/** The versions announced to replace `version`, oldest first. */
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

/** The one rule of which version is in force on `today`: the latest not withdrawn dated by then. */
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

/** Published before `withdrawn`: withdrawn with it, or dated before the version replacing it. */
const publishedBefore = (withdrawn: Dated, candidate: Dated): boolean =>
  candidate.date < withdrawn.date &&
  (candidate.withdrawn?.replacedBy === withdrawn.withdrawn!.replacedBy ||
    (!candidate.withdrawn && candidate.date < withdrawn.withdrawn!.replacedBy));

// The content check reports a missing version in force, or two on one day, before this throws.
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
  return { versions: oldestFirst.toReversed(), current: inForce, places };
}

/** The newest version in force or superseded that `isTranslated`: offered while the current one is not. */
export const latestTranslated = <T>(timeline: Timeline<T>, isTranslated: (version: T) => boolean) =>
  timeline.versions.find((version) => {
    const { status } = timeline.places.get(version)!;
    return (status === 'current' || status === 'superseded') && isTranslated(version);
  });
