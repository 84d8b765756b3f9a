/**
 * The fingerprints a text has had: its SHA-256 as it stands (the register holds the same one, or
 * the check has stopped the build), and each one it had before a recorded correction, so that a
 * fingerprint stored on the day someone accepted the text still leads to it.
 */
import { registerEntry, type Register } from './register-file.ts';
import type { LegalText, Version } from './library/library.ts';
import type { TranslatedLanguage } from './translations/languages.ts';
import { defaultLanguage } from '../i18n/page-language.ts';

export interface TextHashes {
  sha256: string;
  /** Oldest first, each with the day the correction that replaced it was recorded, and its note. */
  earlier: { sha256: string; replacedOn: string; note: string }[];
}

export function textHashes(register: Register, version: Version, text: LegalText): TextHashes {
  const entry = registerEntry(register, version.document, version.day);
  const registered =
    text.language === defaultLanguage
      ? entry
      : entry?.translations?.[text.language as TranslatedLanguage];
  return {
    sha256: text.sha256,
    earlier: (registered?.corrections ?? []).map((correction) => ({
      sha256: correction.previousSha256,
      replacedOn: correction.on,
      note: correction.note,
    })),
  };
}
