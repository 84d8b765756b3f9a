/**
 * One programme as its pages and the abbreviated rules show it on the build day: its status, its
 * period in the words of the terms, its prizes' total value, where its Official Rules are read and
 * where mail-in entries go.
 */
import type { Day } from '../lib/dates';
import { zonedDatetime } from '../lib/zoned-time';
import { versionHref, type LegalLibrary } from '../legal/library/library';
import { siteLibrary } from '../legal/site-library';
import type { SiteSettings } from '../config/settings';
import { site } from '../config/site';
import { totalArv } from './prizes';
import type { ProgrammeData } from './parse-programme';
import type { Programme } from './programme-schema';
import type { Language } from '../i18n/catalogue';
import { defaultLanguage } from '../i18n/page-language';

/**
 * A programme's state over the day a build is served (the build day in the legal time zone, the
 * one its times are written in, as a daily build is): `current` while its entry period covers that
 * whole day, `upcoming` until it starts (also when it starts during that day), `closing` when it
 * ends during that day, `ended` once it ended before that day began.
 */
export type ProgrammeStatus = 'current' | 'upcoming' | 'closing' | 'ended';

/** The state of a programme's entry period over the build day; its times are wall-clock times of the day's zone. */
export function programmeStatus(
  { entryPeriod }: Pick<Programme, 'entryPeriod'>,
  buildDay: Day,
): ProgrammeStatus {
  // The end is the last second of the period (23:59:59): entries are taken until that second ends.
  if (entryPeriod.start > `${buildDay}T00:00:00`) return 'upcoming';
  if (entryPeriod.end < `${buildDay}T00:00:00`) return 'ended';
  return entryPeriod.end >= `${buildDay}T23:59:59` ? 'current' : 'closing';
}

export interface ZonedMoment {
  /** The wall-clock time as the terms give it, `2027-01-04T00:00:00`, and its zone. */
  local: string;
  timeZone: string;
  /** `2027-01-04T00:00:00-05:00`, for `<time datetime>`. */
  datetime: string;
}

export interface ProgrammeView extends ProgrammeData {
  path: string;
  status: ProgrammeStatus;
  start: ZonedMoment;
  end: ZonedMoment;
  totalArv: number;
  /** Where the governing Official Rules are read: the document's address while in force, else its version page. */
  officialRulesHref: string;
  /** The mail-in address lines after the attention line: Sponsor, street address. */
  mailTo: string[];
}

/** The words of a programme's terms (never its facts), as its page in a language shows them. */
type TermsWords = Pick<
  Programme,
  'name' | 'area' | 'drawings' | 'winnerSelection' | 'winnerNotification' | 'odds'
> & {
  prizes: { description: string }[];
  freeEntry: { attention: string; instructions: string };
};

/**
 * The terms' words in a language: English from the programme, another language from its
 * translation (which the content check requires, one for one); the English name unless the
 * translation gives one.
 */
export function termsIn(
  { programme, translations }: ProgrammeView,
  language: Language,
): TermsWords {
  const translation = language === defaultLanguage ? undefined : translations?.[language];
  return translation ? { ...translation, name: translation.name ?? programme.name } : programme;
}

const promotionsPath = '/promotions';
const programmePath = (id: string) => `${promotionsPath}/${id}`;
/** The anchor of the free alternative method of entry on a programme's page. */
export const FREE_ENTRY_ID = 'free-entry';

const moment = (local: string, timeZone: string): ZonedMoment => ({
  local,
  timeZone,
  datetime: zonedDatetime(local, timeZone),
});

export function viewProgramme(
  parsed: ProgrammeData,
  legal: LegalLibrary,
  site: SiteSettings,
): ProgrammeView {
  const { programme } = parsed;
  const status = programmeStatus(programme, legal.buildDay);
  const rules = legal.documents
    .find(({ name }) => name === 'official-rules')!
    .timeline.versions.find((version) => version.day === programme.officialRules)!;
  return {
    ...parsed,
    path: programmePath(parsed.id),
    status,
    start: moment(programme.entryPeriod.start, programme.timeZone),
    end: moment(programme.entryPeriod.end, programme.timeZone),
    totalArv: totalArv(parsed),
    officialRulesHref: versionHref(rules),
    mailTo: [site.legalEntity, programme.freeEntry.address ?? site.postalAddress],
  };
}

/** What ordering and advertising read of a view: its status and when its entry period starts. */
type Ordered = Pick<ProgrammeView, 'status'> & {
  programme: { entryPeriod: Pick<Programme['entryPeriod'], 'start'> };
};

const order: Record<ProgrammeStatus, number> = { current: 0, closing: 1, upcoming: 2, ended: 3 };

/** Current first, then closing, upcoming and ended; earliest start first within each. */
const byStatus = <T extends Ordered>(views: readonly T[]) =>
  views.toSorted(
    (a, b) =>
      order[a.status] - order[b.status] ||
      a.programme.entryPeriod.start.localeCompare(b.programme.entryPeriod.start),
  );

const advertisingOrder: ProgrammeStatus[] = ['current', 'upcoming', 'closing'];

/**
 * The programme the landing page advertises: the one open all day, else the next to start, else
 * one closing during the day (its abbreviated rules still stand, but no drawing is claimed).
 */
export function advertisedProgramme<T extends Ordered>(views: readonly T[]): T | undefined {
  const sorted = byStatus(views);
  for (const status of advertisingOrder) {
    const view = sorted.find((candidate) => candidate.status === status);
    if (view) return view;
  }
  return undefined;
}

/**
 * What the landing page may say of the drawings for the whole day it is served: a programme's
 * entry period is open all day (`current`: "today's drawing"), one is announced (`upcoming`: when
 * it opens), or none is, or the one advertised closes during the day (`none`: no drawing is claimed).
 */
type DrawingsState = 'current' | 'upcoming' | 'none';
export const drawingsState = (
  advertised: Pick<ProgrammeView, 'status'> | undefined,
): DrawingsState =>
  advertised?.status === 'current'
    ? 'current'
    : advertised?.status === 'upcoming'
      ? 'upcoming'
      : 'none';

/** Every programme of this build, as the pages show them, in the order the index lists them. */
export async function programmeViews() {
  const { programmes, library } = await siteLibrary();
  return byStatus(programmes.map((parsed) => viewProgramme(parsed, library, site)));
}
