import { readFileSync } from 'node:fs';
import type { HookParameters } from 'astro';
import type { BuildMode } from '../../config/build-mode';
import { productionReport } from '../../config/production-findings';
import { stopBuild } from '../../build/stop-build';
import { formatProblems, problemsSummary } from '../problems';
import type { LegalLibrary } from '../source/library';
import { consentSectionFindings } from './consent-sections';
import { CONSENT_SOURCE, readConsentSource, type ConsentSource } from './consent-source';

/** The wording file of the project at `root`, read and checked. */
export function readConsentFile(root: URL) {
  return readConsentSource(CONSENT_SOURCE, readFileSync(new URL(CONSENT_SOURCE, root), 'utf8'));
}

/** The line above the consent wording's problems when they stop the build (and `npm run legal:check`). */
export const consentProblemsSummary = (problems: readonly unknown[]) =>
  problemsSummary(problems, 'the sign-up consent wording (docs/recording-acceptance.md)');

/**
 * Checks the sign-up consent wording (`content/legal/consent.yaml`) before anything is built:
 * a mistake in it stops every build, one line each, `file:line: what is wrong — what to do`; a
 * link to a section the version in force does not have stops a production build and warns in
 * any other. Returns the wording, for `/legal/consent.json`.
 */
export function checkConsentWording(
  { logger, addWatchFile }: HookParameters<'astro:config:setup'>,
  library: LegalLibrary,
  mode: BuildMode,
): ConsentSource {
  addWatchFile(new URL(CONSENT_SOURCE, library.root));
  const reading = readConsentFile(library.root);
  if (!reading.source) {
    stopBuild(
      logger,
      consentProblemsSummary(reading.problems),
      formatProblems(reading.problems).split('\n'),
    );
  }
  const report = productionReport(
    consentSectionFindings(CONSENT_SOURCE, reading.source, library.inForce, library.buildDay),
    mode,
  );
  if (report?.refused) stopBuild(logger, report.summary, report.lines);
  if (report) logger.warn([report.summary, ...report.lines].join('\n'));
  logger.info(
    'Sign-up consent wording checked: every item in every language, its links and placeholders are valid.',
  );
  return reading.source;
}
