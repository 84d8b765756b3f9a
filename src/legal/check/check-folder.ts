/**
 * Every check the build runs before it builds anything, in the build's order, without building:
 * the legal texts, their translations and register, the notice rule, the promotions and the
 * sign-up consent wording, and in a production build the production gates. The first check that
 * would stop the build decides the result, as it does in the build, so `npm run legal:check`
 * prints the build's lines and fails when, and only when, the build would.
 */
import { buildMode } from '../../config/build-mode';
import { productionFindings, productionReport } from '../../config/production-findings';
import type { ProductionFinding } from '../../config/production-findings';
import { parseSiteSettings } from '../../config/settings';
import { openPromotionsLibrary } from '../../promotions/promotions-library';
import { promotionsProblemsSummary } from '../../promotions/promotions-setup-check';
import { consentSectionFindings } from '../consent/consent-sections';
import { consentProblemsSummary, readConsentFile } from '../consent/consent-setup-check';
import { CONSENT_SOURCE } from '../consent/consent-source';
import { formatProblems, type Finding, type LegalProblem } from '../problems';
import { openLegalLibrary } from '../source/library';
import { checkLegalLibrary } from './check';
import { legalProblemsSummary } from './library-check';

/** A problem and where it is; a setting (a variable) has no file. */
export type PlacedProblem = Finding & Partial<Pick<LegalProblem, 'file' | 'line'>>;

/** What stops the build: the line above the problems, then one line each, as the build prints them. */
export interface CheckStop {
  summary: string;
  lines: string[];
  problems: PlacedProblem[];
}

type Env = Readonly<Record<string, string | undefined>>;

const stop = (summary: string, problems: readonly LegalProblem[]): CheckStop => ({
  summary,
  lines: formatProblems(problems).split('\n'),
  problems: [...problems],
});

/** `content/legal/consent.yaml:12` is a file and line; `PUBLIC_BRAND_NAME="Pollfly"` is a setting. */
function placed({ where, problem, fix }: ProductionFinding): PlacedProblem {
  const [, file, line] = /^(.+):(\d+)$/.exec(where) ?? [];
  return file
    ? { file, line: Number(line), problem, fix }
    : { problem: `${where}: ${problem}`, fix };
}

function refused(findings: readonly ProductionFinding[], env: Env): CheckStop | undefined {
  const report = productionReport(findings, buildMode(env));
  if (!report?.refused) return undefined;
  return { summary: report.summary, lines: report.lines, problems: findings.map(placed) };
}

/**
 * What stops a build of the project at `root`, its legal folder `dir`, for `buildDay`, with the
 * build variables of `env` (`PRODUCTION_BUILD`, the `PUBLIC_*` settings); `undefined` when the
 * build would go on.
 */
export async function checkFolder(
  root: URL,
  dir: string,
  buildDay: Date,
  env: Env,
): Promise<CheckStop | undefined> {
  const { production } = buildMode(env);
  const legal = await openLegalLibrary(root, dir, buildDay);
  const legalProblems = checkLegalLibrary({ ...legal, production });
  if (legalProblems.length) return stop(legalProblemsSummary(legalProblems), legalProblems);
  const promotions = await openPromotionsLibrary(legal, production);
  if (promotions.problems.length)
    return stop(promotionsProblemsSummary(promotions.problems), promotions.problems);
  const consent = readConsentFile(root);
  if (!consent.source) return stop(consentProblemsSummary(consent.problems), consent.problems);
  return (
    refused(consentSectionFindings(CONSENT_SOURCE, consent.source, legal.inForce, buildDay), env) ??
    refused(productionFindings(parseSiteSettings(env), legal, promotions, env), env)
  );
}
