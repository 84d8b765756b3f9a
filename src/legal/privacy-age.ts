/**
 * The CCPA requires a privacy policy to be updated at least once every 12 months (Cal. Civ. Code
 * §1798.130(a)(5)): a production build refuses a Privacy Policy whose version in force on the
 * build day is older than that.
 */
import type { ProductionFinding } from '../config/production-findings';
import { formatLongDate } from '../lib/dates';
import { legalCommands } from './commands';
import { frontmatterKeyLine } from './source/frontmatter-block';
import type { LegalLibrary } from './source/library';

const PRIVACY_DOCUMENT = 'privacy';
const MONTHS = 12;

export function privacyAgeFindings(
  library: Pick<LegalLibrary, 'inForce' | 'buildDay'>,
): ProductionFinding[] {
  const version = library.inForce.get(PRIVACY_DOCUMENT);
  const date = version?.frontmatter.data?.date;
  if (!version || !date) return [];
  const due = new Date(date);
  due.setUTCMonth(due.getUTCMonth() + MONTHS);
  if (library.buildDay.getTime() <= due.getTime()) return [];
  return [
    {
      where: `${version.file}:${frontmatterKeyLine(version.outline.frontmatter!, 'date')}`,
      problem: `the Privacy Policy in force on ${formatLongDate(library.buildDay)} is dated ${formatLongDate(date)}, more than ${MONTHS} months earlier, and the CCPA requires it to be updated at least every ${MONTHS} months`,
      fix: `review it and start a new version with ${legalCommands.archive(PRIVACY_DOCUMENT)}`,
      example: false,
    },
  ];
}
