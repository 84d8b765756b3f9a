// The legal content opened alike for the pages and legal:check, or what stops the build.
import { dirname } from 'node:path';
import { textProblems, type LegalTextData, type DataFile } from '../collections.ts';
import type { TextMeta } from '../text/read-text.ts';
import type { LegalProblem } from '../problems.ts';
import { checkLibrary } from '../check/library-check.ts';
import { legalLibrary, sortVersions, type LegalLibrary, type LegalText } from './library.ts';
import { REGISTER_FILE } from '../register-file.ts';
import {
  CONSENT_SOURCE,
  consentSectionFindings,
  readConsentSource,
  type ConsentSource,
} from '../consent/consent-source.ts';
import { checkPromotions } from '../../promotions/programme-check.ts';
import type { ParsedProgramme } from '../../promotions/parse-programme.ts';
import { productionFindings, type ProductionFinding } from '../../config/production-findings.ts';
import type { SiteSettings } from '../../config/settings.ts';
import type { Env } from '../../config/build-mode.ts';
import type { Day } from '../../lib/dates.ts';

export interface LegalContent {
  texts: readonly (LegalTextData & { meta: TextMeta; Content?: unknown })[];
  files: readonly DataFile[];
  legalDir: string;
  promotionsDir: string;
  buildDay: Day;
  production: boolean;
  settings: SiteSettings;
  /** The gates tell a setting left unset from one set. */
  env: Env;
}

// `mistakes`: all but the published texts that changed, which the legal commands record.
export type OpenedContent =
  | { problems: LegalProblem[]; mistakes: LegalProblem[]; library?: undefined }
  | {
      problems: [];
      library: LegalLibrary;
      programmes: ParsedProgramme[];
      consent: ConsentSource;
      findings: ProductionFinding[];
    };

export function openLegalContent(content: LegalContent): OpenedContent {
  const { files, buildDay, legalDir, promotionsDir, settings, production } = content;
  const fileText = (file: string) => files.find((candidate) => candidate.file === file)?.text;
  const alone = textProblems(content.texts);
  if (alone.length) return { problems: alone, mistakes: alone };
  const { versions, orphans } = sortVersions(content.texts as readonly LegalText[]);
  const registerFile = `${legalDir}/${REGISTER_FILE}`;
  const checked = checkLibrary({
    versions,
    orphans,
    register: { file: registerFile, text: fileText(registerFile) },
    legalDir,
    buildDay,
    production,
  });
  const problems = [...checked.mistakes, ...checked.changedTexts];
  if (problems.length) return { problems, mistakes: checked.mistakes };
  const library = legalLibrary(versions, checked.withdrawn, checked.register, buildDay);

  const officialRules = versions.filter((version) => version.document === 'official-rules');
  const inFolder = (folder: string) =>
    files.filter(({ file }) => file.endsWith('.yaml') && dirname(file) === folder);
  const promotionsRegister = `${promotionsDir}/${REGISTER_FILE}`;
  const promotions = checkPromotions({
    files: inFolder(promotionsDir),
    translations: inFolder(`${promotionsDir}/es`),
    officialRulesDays: officialRules
      .filter((version) => !checked.withdrawn.has(version))
      .map(({ day }) => day)
      .sort(),
    withdrawnOfficialRules: new Map(
      officialRules.flatMap((version) => {
        const withdrawal = checked.withdrawn.get(version);
        return withdrawal ? [[version.day, withdrawal] as const] : [];
      }),
    ),
    register: { file: promotionsRegister, text: fileText(promotionsRegister) },
    officialRulesPublished: new Map(
      (checked.register['official-rules'] ?? []).flatMap(({ date, published }) =>
        published ? [[date, published] as const] : [],
      ),
    ),
    timeZone: settings.legalTimeZone,
    production,
  });
  if (promotions.problems.length)
    return { problems: promotions.problems, mistakes: promotions.problems };

  const consent = readConsentSource(CONSENT_SOURCE, fileText(CONSENT_SOURCE) ?? '');
  if (!consent.source) return { problems: consent.problems, mistakes: consent.problems };
  return {
    problems: [],
    library,
    programmes: promotions.programmes,
    consent: consent.source,
    findings: [
      ...consentSectionFindings(CONSENT_SOURCE, consent.source, library),
      ...productionFindings(settings, library, legalDir, promotions.programmes, content.env),
    ],
  };
}
