// Production findings on the library in force. English controls: production refuses an
// untranslated version in force or announced, unless the operator shows English with a notice in
// that language meanwhile (`PUBLIC_LEGAL_UNTRANSLATED`).
import type { ProductionFinding } from '../config/production-findings';
import { settingVariables } from '../config/settings.ts';
import { formatLongDay } from '../lib/dates.ts';
import { languageRecord } from '../i18n/catalogue.ts';
import { legalCommands } from './commands.ts';
import type { LegalLibrary } from './library/library';
import { translatedLanguages, translationFile, type TranslatedLanguage } from './files.ts';

export function missingTranslationFindings(
  { documents, buildDay }: LegalLibrary,
  legalDir: string,
  untranslated: readonly TranslatedLanguage[],
): ProductionFinding[] {
  const required = translatedLanguages.filter((language) => !untranslated.includes(language));
  return documents.flatMap(({ timeline }) =>
    timeline.versions.toReversed().flatMap((version) => {
      const { status } = version.place;
      if (status !== 'current' && status !== 'upcoming') return [];
      const when =
        status === 'current'
          ? `in force on ${formatLongDay(buildDay)}`
          : `announced to take effect on ${formatLongDay(version.day)}`;
      return required
        .filter((language) => !version.translations[language])
        .map((language) => ({
          file: translationFile(legalDir, language, version.document, version.day),
          line: 1,
          problem: `the ${version.english.frontmatter.title} version of ${formatLongDay(version.day)}, ${when}, has no ${languageRecord(language).name} translation`,
          fix: `translate it into this file (content/legal/README.md, "Translations"), or set ${settingVariables.legalUntranslated}=${language} to publish the ${languageRecord(language).name} pages with the English text and a notice until it is`,
          example: false,
        }));
    }),
  );
}

// The CCPA requires a privacy policy update every 12 months (Cal. Civ. Code §1798.130(a)(5)).
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
