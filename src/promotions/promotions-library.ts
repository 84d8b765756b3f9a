/**
 * The programmes as the whole build sees them, read and checked once by the `legal()` integration
 * after the legal library they refer to: the pages (through `virtual:legal/build`), the landing
 * page's abbreviated rules and the production gates all read this one copy.
 */
import type { LegalProblem } from '../legal/problems.ts';
import type { LegalLibrary } from '../legal/source/library.ts';
import { isoDay } from '../lib/dates.ts';
import { checkPromotions } from './programme-check.ts';
import type { ParsedProgramme } from './parse-programme.ts';
import { readProgrammeFiles, readPromotionsRegister } from './read-promotions.ts';
import { PROMOTIONS_DIR } from '../config/legal-dir.ts';

export interface PromotionsLibrary {
  /** Every programme that parsed, by file name. */
  programmes: readonly ParsedProgramme[];
  /** What stops the build: file:line, what is wrong, what to do. */
  problems: readonly LegalProblem[];
  /** Every file read (programmes and register), as URLs: the dev server restarts when one changes. */
  sources: readonly URL[];
}

const officialRules = (legal: Pick<LegalLibrary, 'versions'>) =>
  legal.versions.filter(
    (version) => version.document === 'official-rules' && version.frontmatter.data,
  );

/**
 * The days of the Official Rules versions a programme may name: those the legal library holds,
 * but not the ones withdrawn (replaced before they took effect), which never govern anything;
 * oldest first.
 */
export const officialRulesDays = (legal: Pick<LegalLibrary, 'versions' | 'withdrawn'>) =>
  officialRules(legal)
    .filter((version) => !legal.withdrawn.has(version))
    .map((version) => isoDay(version.frontmatter.data!.date))
    .sort();

/** The withdrawn Official Rules versions, by day, so the check can say why a programme may not name one. */
export const withdrawnOfficialRules = (legal: Pick<LegalLibrary, 'versions' | 'withdrawn'>) =>
  new Map(
    officialRules(legal).flatMap((version) => {
      const withdrawal = legal.withdrawn.get(version);
      return withdrawal ? [[isoDay(version.frontmatter.data!.date), withdrawal] as const] : [];
    }),
  );

export async function openPromotionsLibrary(
  legal: LegalLibrary,
  production: boolean,
): Promise<PromotionsLibrary> {
  const files = await readProgrammeFiles(legal.root);
  const translations = await readProgrammeFiles(legal.root, `${PROMOTIONS_DIR}/es`);
  const register = await readPromotionsRegister(legal.root);
  return {
    ...checkPromotions({
      files,
      translations,
      officialRulesDays: officialRulesDays(legal),
      withdrawnOfficialRules: withdrawnOfficialRules(legal),
      register,
      production,
    }),
    sources: [...files, ...translations, register].map(({ file }) => new URL(file, legal.root)),
  };
}
