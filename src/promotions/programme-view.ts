/**
 * One programme as its pages and the abbreviated rules show it on the build day: its status, its
 * period in the words of the terms, its prizes' total value, where its Official Rules are read and
 * where mail-in entries go.
 */
import { isoDay } from '../lib/dates';
import { zonedDatetime, zonedInstant } from '../lib/zoned-time';
import { publishedRoute } from '../legal/source/parsed-versions';
import { legalLibrary, type LegalLibrary } from '../legal/source/library';
import type { SiteSettings } from '../config/settings';
import { site } from '../config/site';
import { promotionsLibrary } from './promotions-library';
import { totalArv } from './prizes';
import type { ParsedProgramme } from './parse-programme';
import type { Programme } from './programme-schema';
import type { Language } from '../i18n/catalogue';
import { defaultLanguage } from '../i18n/page-language';

export type ProgrammeStatus = 'current' | 'upcoming' | 'ended';

export interface ZonedMoment {
  /** The wall-clock time as the terms give it, `2027-01-04T00:00:00`, and its zone. */
  local: string;
  timeZone: string;
  /** `2027-01-04T00:00:00-05:00`, for `<time datetime>`. */
  datetime: string;
}

export interface ProgrammeView extends ParsedProgramme {
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
export type TermsWords = Pick<
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

export const promotionsPath = '/promotions';
export const programmePath = (id: string) => `${promotionsPath}/${id}`;
/** The anchor of the free alternative method of entry on a programme's page. */
export const FREE_ENTRY_ID = 'free-entry';

const moment = (local: string, timeZone: string): ZonedMoment => ({
  local,
  timeZone,
  datetime: zonedDatetime(local, timeZone),
});

export function viewProgramme(
  parsed: ParsedProgramme,
  legal: LegalLibrary,
  site: SiteSettings,
): ProgrammeView {
  const { programme } = parsed;
  const now = legal.buildDay.getTime();
  const status: ProgrammeStatus =
    now < zonedInstant(programme.entryPeriod.start, programme.timeZone).getTime()
      ? 'upcoming'
      : now > zonedInstant(programme.entryPeriod.end, programme.timeZone).getTime()
        ? 'ended'
        : 'current';
  const rules = legal.versions.find(
    (version) =>
      version.document === 'official-rules' &&
      version.frontmatter.data &&
      isoDay(version.frontmatter.data.date) === programme.officialRules,
  )!;
  return {
    ...parsed,
    path: programmePath(parsed.id),
    status,
    start: moment(programme.entryPeriod.start, programme.timeZone),
    end: moment(programme.entryPeriod.end, programme.timeZone),
    totalArv: totalArv(parsed),
    officialRulesHref: publishedRoute(rules, legal.inForce),
    mailTo: [site.legalEntity, programme.freeEntry.address ?? site.postalAddress],
  };
}

const order: Record<ProgrammeStatus, number> = { current: 0, upcoming: 1, ended: 2 };

/** Current first, then upcoming, then ended; earliest start first within each. */
export const byStatus = (views: readonly ProgrammeView[]) =>
  views.toSorted(
    (a, b) =>
      order[a.status] - order[b.status] ||
      a.programme.entryPeriod.start.localeCompare(b.programme.entryPeriod.start),
  );

/** The programme the landing page advertises: the one running, else the next to start. */
export const advertisedProgramme = (views: readonly ProgrammeView[]) =>
  byStatus(views).find((view) => view.status !== 'ended');

/**
 * What the landing page may say of the drawings on the build day: a programme's entry period is
 * open (`current`: "today's drawing"), one is announced (`upcoming`: when it opens), or none is
 * (`none`: no drawing is claimed).
 */
export type DrawingsState = 'current' | 'upcoming' | 'none';
export const drawingsState = (advertised: ProgrammeView | undefined): DrawingsState =>
  advertised ? (advertised.status === 'current' ? 'current' : 'upcoming') : 'none';

/** Every programme of this build, as the pages show them, in the order the index lists them. */
export const programmeViews = () =>
  byStatus(
    promotionsLibrary().programmes.map((parsed) => viewProgramme(parsed, legalLibrary(), site)),
  );
