/**
 * The one orchestration of the legal content, run by the pages (`site-library.ts`) and by
 * `npm run legal:check` alike: from the texts as their loader and compile read them and the data
 * files, the library, the programmes and the consent wording, or what stops the build. Root cause
 * first, in stages: each text on its own (its frontmatter, its place), then the texts among
 * themselves, then the programmes that name the Official Rules, then the consent wording. A
 * build that passes them all is judged by the production gates.
 */
import type { LegalTextData, DataFile } from '../collections.ts';
import type { TextMeta } from '../text/read-text.ts';
import { sortProblems, type LegalProblem } from '../problems.ts';
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
  /** Every legal text: what its loader stored, its compile's metadata, and its page where there is one. */
  texts: readonly (LegalTextData & { meta: TextMeta; Content?: unknown })[];
  files: readonly DataFile[];
  legalDir: string;
  promotionsDir: string;
  buildDay: Day;
  production: boolean;
  settings: SiteSettings;
  /** The environment the settings were read from: the gates tell a setting left unset from one set. */
  env: Env;
}

export type OpenedContent =
  | {
      /** What stops the build, in the order it lists them. */
      problems: LegalProblem[];
      /** Of them, the mistakes: all but the published texts that changed (what the legal commands record). */
      mistakes: LegalProblem[];
      library?: undefined;
    }
  | {
      problems: [];
      library: LegalLibrary;
      programmes: ParsedProgramme[];
      consent: ConsentSource;
      /** What a production build refuses; every build lists them. */
      findings: ProductionFinding[];
    };

const fileText = (files: readonly DataFile[], file: string) =>
  files.find((candidate) => candidate.file === file)?.text;

export function openLegalContent(content: LegalContent): OpenedContent {
  const { files, buildDay } = content;
  const alone = sortProblems(
    content.texts.flatMap((text) =>
      text.problems.map((problem) => ({ file: text.file, ...problem })),
    ),
  );
  if (alone.length) return { problems: alone, mistakes: alone };
  const { versions, orphans } = sortVersions(content.texts as readonly LegalText[]);
  const registerFile = `${content.legalDir}/${REGISTER_FILE}`;
  const checked = checkLibrary({
    versions,
    orphans,
    register: { file: registerFile, text: fileText(files, registerFile) },
    legalDir: content.legalDir,
    buildDay,
    production: content.production,
  });
  const problems = [...checked.mistakes, ...checked.changedTexts];
  if (problems.length) return { problems, mistakes: checked.mistakes };
  const library = legalLibrary(versions, checked.withdrawn, checked.register, buildDay);

  const officialRules = versions.filter((version) => version.document === 'official-rules');
  const inFolder = (folder: string) =>
    files.filter(
      ({ file }) =>
        file.startsWith(`${folder}/`) &&
        file.endsWith('.yaml') &&
        !file.slice(folder.length + 1).includes('/'),
    );
  const promotionsRegister = `${content.promotionsDir}/${REGISTER_FILE}`;
  const promotions = checkPromotions({
    files: inFolder(content.promotionsDir),
    translations: inFolder(`${content.promotionsDir}/es`),
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
    register: { file: promotionsRegister, text: fileText(files, promotionsRegister) },
    officialRulesPublished: new Map(
      (checked.register['official-rules'] ?? []).flatMap(({ date, published }) =>
        published ? [[date, published] as const] : [],
      ),
    ),
    timeZone: content.settings.legalTimeZone,
    production: content.production,
  });
  if (promotions.problems.length)
    return { problems: promotions.problems, mistakes: promotions.problems };

  const consent = readConsentSource(CONSENT_SOURCE, fileText(files, CONSENT_SOURCE) ?? '');
  if (!consent.source) return { problems: consent.problems, mistakes: consent.problems };
  return {
    problems: [],
    library,
    programmes: promotions.programmes,
    consent: consent.source,
    findings: [
      ...consentSectionFindings(CONSENT_SOURCE, consent.source, library),
      ...productionFindings(
        content.settings,
        library,
        content.legalDir,
        promotions.programmes,
        content.env,
      ),
    ],
  };
}
