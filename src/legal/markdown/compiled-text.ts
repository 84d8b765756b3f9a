import { compiledVersion, type HeldLibrary, type LegalLibrary } from '../source/library';
import { translationText, versionText, type LegalText } from '../legal-text';

/**
 * The legal text the Markdown pipeline is compiling, and the library it belongs to: an English
 * version, or a translation of one (`content/legal/es/…`), whose language its folder names.
 * Each plugin reads the text's language here, so every word the build writes into it (a
 * reference's, a rule's, a summary's label) is in the language of the text, not of the page.
 * `given` is the text when its compiler knows it (the resolved tree), which may be one the
 * library does not hold: a version as it read before a recorded correction.
 */
export async function compiledText(
  held: HeldLibrary,
  fileURL: URL,
  compiled: string,
  given?: LegalText,
): Promise<{ library: LegalLibrary; text: LegalText }> {
  if (given) return { library: held.current(), text: given };
  const found = await compiledVersion(held, fileURL, compiled);
  if (!found.version) throw new Error(`${fileURL.pathname} is not one of the legal documents`);
  const text = found.translation
    ? translationText(found.translation, found.version)
    : versionText(found.version);
  return { library: found.library, text };
}
