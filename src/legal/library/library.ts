// Every version of every document with its translations, placed in time on one build day.
import type { TextMeta } from '../text/read-text.ts';
import type { LegalTextData } from '../collections.ts';
import type { LegalFrontmatter, TranslationFrontmatter } from '../schema.ts';
import { DOCUMENT_NAMES, type DocumentName } from '../fields.ts';
import { buildTimeline, latestTranslated, versionInForce } from '../timeline.ts';
import type { Place, Timeline } from '../timeline.ts';
import type { Register, Withdrawal } from '../register-file.ts';
import { comparePath, documentPath, publishedPath } from '../paths.ts';
import { idsComplete, sectionMap, type Heading } from '../text/section-numbers.ts';
import { numberedTree, resolveReference } from './references.ts';
import type { Attributes, ReferencePart, ReferenceScope } from './references.ts';
import type { SyntaxNode } from '../text/syntax-tree.ts';
import { legalSections, readReadingAids, type LegalSection } from '../text/reading-aids.ts';
import { memo } from '../../lib/memo.ts';
import { translatedLanguages, type TranslatedLanguage } from '../files.ts';
import type { Day } from '../../lib/dates.ts';
import type { Language } from '../../i18n/catalogue.ts';
import { defaultLanguage, localizedPath } from '../../i18n/page-language.ts';

/** What a text's loader and compile read, and its page (the commands render none). */
type Loaded = Omit<LegalTextData, 'frontmatter'> & { meta: TextMeta; Content?: unknown };
type AnyFrontmatter = LegalFrontmatter | TranslationFrontmatter;
export type LegalText<Fields = AnyFrontmatter> = Loaded & { frontmatter: Fields };
type EnglishText = LegalText<LegalFrontmatter>;
export type TranslationText = LegalText<TranslationFrontmatter>;

export interface Version {
  document: DocumentName;
  /** The day it takes effect, or (withdrawn) was announced to. */
  day: Day;
  archived: boolean;
  english: EnglishText;
  translations: Partial<Record<TranslatedLanguage, TranslationText>>;
}

export type LegalVersion = Version & { place: Place<LegalVersion> };
export type LegalDocument = { name: DocumentName; timeline: Timeline<LegalVersion> };

/** The texts, each valid on its own, sorted into versions; a translation without one is an orphan. */
export function sortVersions(texts: readonly LegalText[]) {
  const isEnglish = (text: LegalText): text is EnglishText => text.language === defaultLanguage;
  const versions = texts.filter(isEnglish).map((english): Version => ({
    document: english.document as DocumentName,
    day: english.frontmatter.date,
    archived: english.archived,
    english,
    translations: {},
  }));
  const orphans: TranslationText[] = [];
  for (const translation of texts.filter((text): text is TranslationText => !isEnglish(text))) {
    const version = translatedVersion(versions, translation.document, translation.fileDay ?? '');
    if (version) version.translations[translation.language as TranslatedLanguage] = translation;
    else orphans.push(translation);
  }
  return { versions, orphans };
}

/** The version of `day` of `document`: the archived copy where the main file has its day too. */
export function translatedVersion<T extends Version>(
  versions: readonly T[],
  document: string,
  day: Day,
): T | undefined {
  const holders = versions.filter(
    (version) => version.document === document && version.day === day,
  );
  return holders.find((version) => version.archived) ?? holders[0];
}

const standing = <T extends Version>(
  versions: readonly T[],
  withdrawn: ReadonlyMap<Version, unknown>,
  document: string,
) => versions.filter((version) => version.document === document && !withdrawn.has(version));
const inForce = <T extends Version>(versions: readonly T[], day: Day) =>
  versionInForce(versions, (version) => ({ date: version.day }), day);

/** Another document's sections are its version's in force on this one's day (else its first). */
export function referenceScope(
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, unknown>,
  version: Version,
  language: Language,
  headings: readonly Heading[],
): ReferenceScope {
  return {
    language,
    route: documentPath(version.document),
    localize: (path) => localizedPath(language, path),
    own: sectionMap(headings),
    ownComplete: idsComplete(headings),
    documents: DOCUMENT_NAMES.map(documentPath),
    other(route) {
      const document = DOCUMENT_NAMES.find((name) => documentPath(name) === route);
      if (!document) return undefined;
      const own = standing(versions, withdrawn, document);
      const target =
        inForce(own, version.day) ?? own.toSorted((a, b) => a.day.localeCompare(b.day))[0];
      const headings = target?.english.meta.outline.headings;
      return headings && idsComplete(headings) ? sectionMap(headings) : 'unreadable';
    },
  };
}

/** Where a version is read: the one in force at its document's address, others in its history. */
export const versionHref = (version: LegalVersion) =>
  publishedPath(version.document, version.day, version.place.status === 'current');

export const compareHref = (version: Version) => comparePath(version.document, version.day);

export const textIn = (version: Version, language: Language) =>
  language === defaultLanguage
    ? version.english
    : version.translations[language as TranslatedLanguage];

/** A document's title in a language: its newest translated version's, else the English. */
export function documentTitle({ timeline }: LegalDocument, language: Language): string {
  const translated = latestTranslated(timeline, (version) => !!textIn(version, language));
  const shown = textIn(translated ?? timeline.current, language) ?? timeline.current.english;
  return shown.frontmatter.title;
}

/** Whether every version is translated into every language: their pages are translations. */
export const translatedEverywhere = (...versions: Version[]) =>
  versions.every((version) =>
    translatedLanguages.every((language) => version.translations[language]),
  );

export interface LegalLibrary {
  buildDay: Day;
  documents: readonly LegalDocument[];
  register: Register;
  reference(file: string, attributes: Attributes): ReferencePart[];
  /** The tree of `text` as its PDF and comparisons read it, references numbered. */
  tree(text: LegalText): SyntaxNode;
  sections(text: LegalText): LegalSection[];
  definition(file: string, anchor: string): string;
}

export function legalLibrary(
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, Withdrawal>,
  register: Register,
  buildDay: Day,
): LegalLibrary {
  const documents = DOCUMENT_NAMES.flatMap((name) => {
    const own = (versions as LegalVersion[]).filter((version) => version.document === name);
    if (!own.length) return [];
    const timeline = buildTimeline<LegalVersion>(
      own,
      (version) => ({ date: version.day, withdrawn: withdrawn.get(version) }),
      inForce(standing(own, withdrawn, name), buildDay),
    );
    for (const version of own) version.place = timeline.places.get(version)!;
    return [{ name, timeline }];
  });
  const texts = new Map<LegalText, Version>();
  for (const version of versions) {
    texts.set(version.english, version);
    for (const text of Object.values(version.translations)) texts.set(text, version);
  }
  const files = new Map([...texts.keys()].map((text) => [text.file, text]));
  const scope = (text: LegalText) =>
    referenceScope(
      versions,
      withdrawn,
      texts.get(text)!,
      text.language,
      text.meta.outline.headings,
    );
  const tree = memo((text: LegalText) => numberedTree(text.meta.tree, scope(text)));
  // Read from the tree as it is shown: references numbered, values written.
  const aidsOf = memo((text: LegalText) => readReadingAids(tree(text), () => undefined));
  return {
    buildDay,
    documents,
    register,
    reference(file, attributes) {
      const text = files.get(file);
      const result = text && resolveReference(attributes, scope(text));
      if (!result || !('parts' in result))
        throw new Error(`${file}: a reference the check refused reached a page`);
      return result.parts;
    },
    tree,
    sections: (text) => legalSections(aidsOf(text)),
    definition: (file, anchor) =>
      aidsOf(files.get(file)!).definitions.find((found) => found.anchor === anchor)?.sentence ?? '',
  };
}
