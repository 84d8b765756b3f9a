// The CCPA requires a privacy policy update every 12 months (Cal. Civ. Code §1798.130(a)(5)).
import type { ProductionFinding } from '../config/production-findings';
import { formatLongDay } from '../lib/dates.ts';
import { legalCommands } from './commands.ts';
import type { LegalLibrary } from './library/library';

const MONTHS = 12;

export function privacyAgeFindings({ documents, buildDay }: LegalLibrary): ProductionFinding[] {
  const version = documents.find(({ name }) => name === 'privacy')?.timeline.current;
  if (!version) return [];
  const due = new Date(`${version.day}T00:00:00Z`);
  due.setUTCMonth(due.getUTCMonth() + MONTHS);
  if (buildDay <= due.toISOString().slice(0, 10)) return [];
  return [
    {
      file: version.english.file,
      line: version.english.lines['date']!,
      problem: `the Privacy Policy in force on ${formatLongDay(buildDay)} is dated ${formatLongDay(version.day)}, more than ${MONTHS} months earlier, and the CCPA requires it to be updated at least every ${MONTHS} months`,
      fix: `review it and start a new version with ${legalCommands.archive('privacy')}`,
      example: false,
    },
  ];
}
