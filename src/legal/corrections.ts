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
  const correction = (on: Day, note: string, noteLanguage: Language, n: string) => {
    const anchor = correctionAnchor(day, n);
    return { on, note, noteLanguage, anchor, href: correctionPath(document, anchor) };
  };
  const own = (entry?.corrections ?? []).map(({ on, note, notes }, index) => {
    const translated = language === defaultLanguage ? undefined : notes?.[language];
    const noteLanguage = translated ? language : defaultLanguage;
    return correction(on, translated ?? note, noteLanguage, `${index + 1}`);
  });
  const translation =
    language === defaultLanguage ? [] : (entry?.translations?.[language]?.corrections ?? []);
  const ofTranslation = translation.map(({ on, note }, index) =>
    correction(on, note, language, `${language}-${index + 1}`),
  );
  return [...own, ...ofTranslation].toSorted((a, b) => a.on.localeCompare(b.on));
}
