/**
 * What a production build refuses, in one report: example company details, programme facts that
 * still hold example values, and the legal gates. Every build prints the block; a production build
 * stops on it. Each line names where to look and the fix, in the form of the legal content check.
 */
import {
  ALLOW_EXAMPLES_VARIABLE,
  PRODUCTION_VARIABLE,
  type BuildMode,
  type Env,
} from './build-mode.ts';
import { exampleSettings } from './example-settings.ts';
import type { SiteSettings } from './settings';
import type { Finding } from '../legal/problems';
import { privacyAgeFindings } from '../legal/privacy-age.ts';
import type { LegalLibrary } from '../legal/library/library';
import { missingTranslationFindings } from '../legal/translations/missing-translations.ts';
import { programmeFindings } from '../promotions/production-gates.ts';
import type { ParsedProgramme } from '../promotions/parse-programme';

/**
 * The one problem shape (what is wrong, the fix), placed where a deployment fixes it: a file and
 * line, or a setting (`PUBLIC_BRAND_NAME="Pollfly"`), which has none.
 */
export type ProductionFinding = Finding &
  ({ file: string; line: number } | { setting: string }) & {
    /** An example value the project ships: ALLOW_EXAMPLE_SETTINGS keeps it for a demo; nothing keeps a legal gate's finding. */
    example: boolean;
  };

/** Where a finding is fixed, as a report line names it: `file:line`, or the setting. */
export const findingPlace = (finding: ProductionFinding) =>
  'setting' in finding ? finding.setting : `${finding.file}:${finding.line}`;

/**
 * Everything a production build refuses, in the order it prints them: the settings, then the legal
 * gates, then the programmes. The build and its tests read this one list.
 */
export function productionFindings(
  site: SiteSettings,
  legal: LegalLibrary,
  legalDir: string,
  programmes: readonly ParsedProgramme[],
  /** The environment `site` was read from: it tells a setting left unset from one the operator set. */
  env: Env,
): ProductionFinding[] {
  return [
    ...exampleSettings(site, env),
    ...privacyAgeFindings(legal),
    ...missingTranslationFindings(legal, legalDir, site.legalUntranslated),
    ...programmeFindings(programmes, legal.buildDay),
  ];
}

interface ProductionReport {
  summary: string;
  lines: string[];
  /** Whether this build must stop. */
  refused: boolean;
}

const count = (findings: readonly unknown[]) =>
  findings.length === 1 ? 'One finding' : `${findings.length} findings`;

/** `undefined` when there is nothing to report. */
export function productionReport(
  findings: readonly ProductionFinding[],
  mode: BuildMode,
): ProductionReport | undefined {
  if (!findings.length) return undefined;
  const kept = (finding: ProductionFinding) => finding.example && mode.allowExampleSettings;
  const line = (finding: ProductionFinding) =>
    `  ${findingPlace(finding)}: ${finding.problem} — ${finding.fix}${mode.production && kept(finding) ? ` (kept: ${ALLOW_EXAMPLES_VARIABLE}=1)` : ''}`;
  const binding = mode.production ? findings.filter((finding) => !kept(finding)) : [];
  // What stops the build first, then what the override keeps.
  const lines = [...binding, ...findings.filter((finding) => !binding.includes(finding))].map(line);
  if (binding.length) {
    const waiver = binding.every((finding) => finding.example)
      ? ` (or set ${ALLOW_EXAMPLES_VARIABLE}=1 if the example values are intended)`
      : '';
    return {
      summary: `${count(binding)} stop${binding.length === 1 ? 's' : ''} this production build: fix ${binding.length === 1 ? 'it' : 'each one'}${waiver}.`,
      lines,
      refused: true,
    };
  }
  const fix = mode.production
    ? `${ALLOW_EXAMPLES_VARIABLE}=1 keeps the example values in this production build.`
    : `Fix each before deploying: a production build (${PRODUCTION_VARIABLE}=1, npm run build:production) refuses them.`;
  return { summary: `${count(findings)} for a production build. ${fix}`, lines, refused: false };
}
