import type { Day } from '../lib/dates';
import { zonedDatetime } from '../lib/zoned-time';
import { versionHref, type LegalLibrary } from '../legal/library/library';
import { siteLibrary } from '../legal/site-library';
import { site } from '../config/site';
import { totalArv } from './prizes';
import { programmeArea } from './states';
import type { ProgrammeData } from './parse-programme';
import type { Programme, TermsTranslation } from './programme-schema';
import type { Language } from '../i18n/catalogue';
import { defaultLanguage } from '../i18n/page-language';

/** Over the whole build day: `upcoming` even if it starts later that day. */
export type ProgrammeStatus = 'current' | 'upcoming' | 'closing' | 'ended';

export function programmeStatus(
  { entryPeriod }: Pick<Programme, 'entryPeriod'>,
  buildDay: Day,
): ProgrammeStatus {
  // The end is the last second of the period (23:59:59): entries are taken until that second ends.
  if (entryPeriod.start > `${buildDay}T00:00:00`) return 'upcoming';
  if (entryPeriod.end < `${buildDay}T00:00:00`) return 'ended';
  return entryPeriod.end >= `${buildDay}T23:59:59` ? 'current' : 'closing';
}

export type ZonedMoment = { local: string; timeZone: string; datetime: string };

export interface ProgrammeView extends ProgrammeData {
  path: string;
  status: ProgrammeStatus;
  start: ZonedMoment;
  end: ZonedMoment;
  totalArv: number;
  officialRulesHref: string;
  mailTo: string[];
}

/** `area`: where entrants must live, from the states the programme excludes. */
type TermsWords = Omit<TermsTranslation, 'translates'> & { name: string; area: string };

/** The content check requires a translation in every language. */
export function termsIn(
  { programme, translations }: ProgrammeView,
  language: Language,
): TermsWords {
  const translation = language === defaultLanguage ? undefined : translations?.[language];
  const area = programmeArea(programme.excludedStates ?? [], language);
  return translation
    ? { ...translation, name: translation.name ?? programme.name, area }
    : { ...programme, area };
}

export const FREE_ENTRY_ID = 'free-entry';

const moment = (local: string, timeZone: string): ZonedMoment => ({
  local,
  timeZone,
  datetime: zonedDatetime(local, timeZone),
});

function viewProgramme(parsed: ProgrammeData, legal: LegalLibrary): ProgrammeView {
  const { programme } = parsed;
  const rules = legal.documents
    .find(({ name }) => name === 'official-rules')!
    .timeline.versions.find((version) => version.day === programme.officialRules)!;
  return {
    ...parsed,
    path: `/promotions/${parsed.id}`,
    status: programmeStatus(programme, legal.buildDay),
    start: moment(programme.entryPeriod.start, programme.timeZone),
    end: moment(programme.entryPeriod.end, programme.timeZone),
    totalArv: totalArv(parsed),
    officialRulesHref: versionHref(rules),
    mailTo: [site.legalEntity, programme.freeEntry.address ?? site.postalAddress],
  };
}

type Ordered = Pick<ProgrammeView, 'status'> & {
  programme: { entryPeriod: Pick<Programme['entryPeriod'], 'start'> };
};

const order: Record<ProgrammeStatus, number> = { current: 0, closing: 1, upcoming: 2, ended: 3 };

const byStatus = <T extends Ordered>(views: readonly T[]) =>
  views.toSorted(
    (a, b) =>
      order[a.status] - order[b.status] ||
      a.programme.entryPeriod.start.localeCompare(b.programme.entryPeriod.start),
  );

const advertisingOrder: ProgrammeStatus[] = ['current', 'upcoming', 'closing'];

/** One closing during the day comes last: its rules stand, but no drawing is claimed. */
export function advertisedProgramme<T extends Ordered>(views: readonly T[]): T | undefined {
  const sorted = byStatus(views);
  return advertisingOrder
    .map((status) => sorted.find((view) => view.status === status))
    .find(Boolean);
}

// What the landing page may claim of the drawings for the whole day it is served.
export const drawingsState = (advertised: Pick<ProgrammeView, 'status'> | undefined) =>
  advertised?.status === 'current' || advertised?.status === 'upcoming'
    ? advertised.status
    : 'none';

export async function programmeViews() {
  const { programmes, library } = await siteLibrary();
  return byStatus(programmes.map((parsed) => viewProgramme(parsed, library)));
}
