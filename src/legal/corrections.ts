// The corrections recorded for a published version, as the history and the feed show them.
import type { Day } from '../lib/dates';
import { defaultLanguage } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';
import { correctionAnchor, correctionPath } from './paths';
import { registerEntry, type Register } from './register-file';

/**
 * In `language`: the English text's corrections, each with its note in that language (English,
 * `noteLanguage`, where it has none), then those of the translation itself; oldest first.
 */
export function recordedCorrections(
  register: Register,
  document: string,
  day: Day,
  language: Language = defaultLanguage,
) {
  const entry = registerEntry(register, document, day);
  const own = (entry?.corrections ?? []).map((correction, index) => {
    const translated = language === defaultLanguage ? undefined : correction.notes?.[language];
    return {
      on: correction.on,
      note: translated ?? correction.note,
      noteLanguage: translated ? language : defaultLanguage,
      anchor: correctionAnchor(day, `${index + 1}`),
    };
  });
  const translation =
    language === defaultLanguage ? [] : (entry?.translations?.[language]?.corrections ?? []);
  const ofTranslation = translation.map((correction, index) => ({
    on: correction.on,
    note: correction.note,
    noteLanguage: language,
    anchor: correctionAnchor(day, `${language}-${index + 1}`),
  }));
  return [...own, ...ofTranslation]
    .toSorted((a, b) => a.on.localeCompare(b.on))
    .map((correction) => ({
      ...correction,
      href: correctionPath(document, correction.anchor),
    }));
}
