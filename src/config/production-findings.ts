// Every build prints what a production build refuses; a production build stops on it.
import {
  ALLOW_EXAMPLES_VARIABLE,
  buildMode,
  PRODUCTION_VARIABLE,
  type BuildMode,
  type Env,
} from './build-mode.ts';
import { exampleSettings } from './example-settings.ts';
import type { SiteSettings } from './settings';
import type { Finding } from '../legal/problems';
import type { LegalLibrary } from '../legal/library/library';
import { missingTranslationFindings, privacyAgeFindings } from '../legal/production-checks.ts';
import { programmeFindings } from '../promotions/production-gates.ts';
import type { ParsedProgramme } from '../promotions/parse-programme';

export type ProductionFinding = Finding &
  ({ file: string; line: number } | { setting: string }) & {
    /** A shipped example value, which ALLOW_EXAMPLE_SETTINGS may keep; a legal gate's never is. */
    example: boolean;
  };

export const findingPlace = (finding: ProductionFinding) =>
  'setting' in finding ? finding.setting : `${finding.file}:${finding.line}`;

export function productionFindings(
  site: SiteSettings,
  legal: LegalLibrary,
  legalDir: string,
  programmes: readonly ParsedProgramme[],
  /** What `site` was read from: it tells a setting left unset from one the operator set. */
  env: Env,
): ProductionFinding[] {
  const examples = exampleSettings(site, env);
  // A real programme's mail entries go to the Sponsor's address: an example one loses them.
  const real = programmes.find(({ programme }) => !programme.example);
  const override =
    real && buildMode(env).allowExampleSettings && examples.length
      ? [
          {
            setting: ALLOW_EXAMPLES_VARIABLE,
            problem: `has no effect while ${real.file} is an operator's programme (no "example: true"): its entrants would read the example settings, and mail their free entries to an example address`,
            fix: `write the operator's value of each example setting, and unset ${ALLOW_EXAMPLES_VARIABLE}`,
            example: false,
          },
          ...examples.map((finding) => ({ ...finding, example: false })),
        ]
      : examples;
  return [
    ...override,
    ...privacyAgeFindings(legal),
    ...missingTranslationFindings(legal, legalDir, site.legalUntranslated),
    ...programmeFindings(programmes, legal.buildDay),
  ];
}

type ProductionReport = { summary: string; lines: string[]; refused: boolean };

const count = (findings: readonly unknown[]) =>
  findings.length === 1 ? 'One finding' : `${findings.length} findings`;

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
