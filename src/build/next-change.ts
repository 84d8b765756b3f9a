// The first day after the build day that a legal version takes effect or a promotion changes.
import type { LegalLibrary } from '../legal/library/library';
import { programmeStatus } from '../promotions/programme-view';
import type { Programme } from '../promotions/programme-schema';
import { addDays, formatLongDay, type Day } from '../lib/dates';
import type { SiteStatus } from './site-status';

type Change = NonNullable<SiteStatus['nextChange']>;

const PROGRAMME_CHANGES = { current: 'opens', closing: 'takes its last entries', ended: 'ends' };

/** The first day after `buildDay` a programme's status changes, as its pages read it; none after two years. */
function programmeChange(programme: Programme, buildDay: Day): Change | undefined {
  const today = programmeStatus(programme, buildDay);
  for (let day = addDays(buildDay, 1), n = 0; n < 731; day = addDays(day, 1), n++) {
    const status = programmeStatus(programme, day);
    if (status !== today && status !== 'upcoming')
      return { day, what: `the promotion ${programme.name} ${PROGRAMME_CHANGES[status]}` };
  }
  return undefined;
}

export function nextChange(
  { documents }: LegalLibrary,
  programmes: readonly Programme[],
  buildDay: Day,
): Change | null {
  const changes: Change[] = [
    ...documents.flatMap(({ timeline }) =>
      timeline.versions
        .filter((version) => version.place.status === 'upcoming')
        .map((version) => ({
          day: version.day,
          what: `the ${version.english.frontmatter.title} version of ${formatLongDay(version.day)} takes effect`,
        })),
    ),
    ...programmes.flatMap((programme) => programmeChange(programme, buildDay) ?? []),
  ];
  return changes.toSorted((a, b) => a.day.localeCompare(b.day))[0] ?? null;
}
