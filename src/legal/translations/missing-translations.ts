// English controls: production refuses an untranslated version in force or announced, unless the
// operator shows English with a notice in that language meanwhile (`PUBLIC_LEGAL_UNTRANSLATED`).
import type { ProductionFinding } from '../../config/production-findings';
import { settingVariables } from '../../config/settings.ts';
import { formatLongDay } from '../../lib/dates.ts';
import { languageRecord } from '../../i18n/catalogue.ts';
import type { LegalLibrary } from '../library/library';
import { translatedLanguages, translationFile, type TranslatedLanguage } from '../files.ts';

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
