/**
 * English controls, and a translation must never be presented as current when the English
 * version in force has none: a production build refuses while a version in force or announced on
 * the build day has no translation in a language the site speaks, unless the operator lets that
 * language's pages show the English text with a notice meanwhile (`PUBLIC_LEGAL_UNTRANSLATED`).
 */
import type { ProductionFinding } from '../../config/production-findings';
import { settingVariables } from '../../config/settings';
import { formatLongDate, isoDay, utcDay } from '../../lib/dates';
import { languageRecord } from '../../i18n/catalogue';
import type { LegalLibrary } from '../source/library';
import type { ParsedVersion } from '../source/parsed-versions';
import { translatedLanguages, translationFile, type TranslatedLanguage } from './languages';

/** Each document's version in force and those announced after it. */
function publishedOrAnnounced(library: Pick<LegalLibrary, 'versions' | 'inForce' | 'buildDay'>) {
  const today = utcDay(library.buildDay).getTime();
  return library.versions.filter((version) => {
    const date = version.frontmatter.data?.date;
    return (
      date !== undefined &&
      (library.inForce.get(version.document) === version || date.getTime() > today)
    );
  });
}

const when = (version: ParsedVersion, library: Pick<LegalLibrary, 'inForce' | 'buildDay'>) =>
  library.inForce.get(version.document) === version
    ? `in force on ${formatLongDate(library.buildDay)}`
    : `announced to take effect on ${formatLongDate(version.frontmatter.data!.date)}`;

/** `untranslated`: the languages the operator publishes without every translation (the setting). */
export function missingTranslationFindings(
  library: Pick<LegalLibrary, 'versions' | 'inForce' | 'buildDay' | 'dir'>,
  untranslated: readonly TranslatedLanguage[],
): ProductionFinding[] {
  const required = translatedLanguages.filter((language) => !untranslated.includes(language));
  return publishedOrAnnounced(library).flatMap((version) =>
    required
      .filter((language) => !version.translations[language])
      .map((language): ProductionFinding => {
        const { title, date } = version.frontmatter.data!;
        return {
          where: translationFile(library.dir, language, version.document, isoDay(date)),
          problem: `the ${title} version of ${formatLongDate(date)}, ${when(version, library)}, has no ${languageRecord(language).name} translation`,
          fix: `translate it into this file (content/legal/README.md, "Translations"), or set ${settingVariables.legalUntranslated}=${language} to publish the ${languageRecord(language).name} pages with the English text and a notice until it is`,
          example: false,
        };
      }),
  );
}
