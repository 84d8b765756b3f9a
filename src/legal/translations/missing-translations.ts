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

type Library = Pick<LegalLibrary, 'versions' | 'inForce' | 'buildDay' | 'dir'>;

/** Why a version needs its translations on the build day: it is in force, or announced after it. */
function whenNeeded(version: ParsedVersion, date: Date, library: Library): string | undefined {
  if (library.inForce.get(version.document) === version)
    return `in force on ${formatLongDate(library.buildDay)}`;
  if (date.getTime() > utcDay(library.buildDay).getTime())
    return `announced to take effect on ${formatLongDate(date)}`;
  return undefined;
}

/** `untranslated`: the languages the operator publishes without every translation (the setting). */
export function missingTranslationFindings(
  library: Library,
  untranslated: readonly TranslatedLanguage[],
): ProductionFinding[] {
  const required = translatedLanguages.filter((language) => !untranslated.includes(language));
  return library.versions.flatMap((version) => {
    const data = version.frontmatter.data;
    const when = data && whenNeeded(version, data.date, library);
    if (!when) return [];
    const { title, date } = data;
    return required
      .filter((language) => !version.translations[language])
      .map((language) => ({
        where: translationFile(library.dir, language, version.document, isoDay(date)),
        problem: `the ${title} version of ${formatLongDate(date)}, ${when}, has no ${languageRecord(language).name} translation`,
        fix: `translate it into this file (content/legal/README.md, "Translations"), or set ${settingVariables.legalUntranslated}=${language} to publish the ${languageRecord(language).name} pages with the English text and a notice until it is`,
        example: false,
      }));
  });
}
