/**
 * The legal library: every version of every document, with its translations, in time on one
 * build day, made from the texts as their loader and compile read them. It parses nothing.
 */
import type { TextMeta } from '../text/read-text.ts';
import type { LegalTextData } from '../collections.ts';
import type { LegalFrontmatter, TranslationFrontmatter } from '../schema.ts';
import { DOCUMENT_NAMES, type DocumentName } from '../fields.ts';
import {
  buildTimeline,
  latestTranslated,
  versionInForce,
  type Place,
  type Timeline,
} from '../timeline.ts';
import { withdrawals, type Register, type Withdrawal } from '../register-file.ts';
import { comparePath, documentPath, publishedPath } from '../paths.ts';
import { idsComplete, sectionMap, type Heading } from '../text/section-numbers.ts';
import {
  numberedTree,
  resolveReference,
  type ReferencePart,
  type ReferenceScope,
} from './references.ts';
import type { SyntaxNode } from '../text/syntax-tree.ts';
import { legalSections, readReadingAids, type LegalSection } from '../text/reading-aids.ts';
import { memo } from '../../lib/memo.ts';
import { translatedLanguages, type TranslatedLanguage } from '../files.ts';
import type { Day } from '../../lib/dates.ts';
import type { Language } from '../../i18n/catalogue.ts';
import { defaultLanguage, localizedPath } from '../../i18n/page-language.ts';

/** A legal text: what its loader and compile read, and its page (the commands render none). */
export type LegalText<Fields = LegalFrontmatter | TranslationFrontmatter> = Omit<
  LegalTextData,
  'frontmatter'
> & {
  frontmatter: Fields;
  meta: TextMeta;
  Content?: unknown;
};
export type EnglishText = LegalText<LegalFrontmatter>;
export type TranslationText = LegalText<TranslationFrontmatter>;

/** A version of a document: its English text, which controls, and its translations. */
export interface Version {
  document: DocumentName;
  /** The day it takes effect, or (withdrawn) was announced to. */
  day: Day;
  archived: boolean;
  english: EnglishText;
  translations: Partial<Record<TranslatedLanguage, TranslationText>>;
}

export interface LegalVersion extends Version {
  place: Place<LegalVersion>;
}

export interface LegalDocument {
  name: DocumentName;
  timeline: Timeline<LegalVersion>;
}

/** The texts, each valid on its own, sorted into versions; a translation without one is an orphan. */
export function sortVersions(texts: readonly LegalText[]): {
  versions: Version[];
  orphans: TranslationText[];
} {
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

/** The versions replaced before they took effect, recorded or pending on `buildDay`. */
export const withdrawnVersions = <T extends Version>(
  versions: readonly T[],
  register: Register,
  buildDay: Day,
): ReadonlyMap<T, Withdrawal> =>
  withdrawals(versions, register, buildDay, (version) => version.day);

export const inForceOn = <T extends Version>(
  versions: readonly T[],
  withdrawn: ReadonlyMap<Version, unknown>,
  document: string,
  day: Day,
): T | undefined =>
  versionInForce(
    versions.filter((version) => version.document === document && !withdrawn.has(version)),
    (version) => ({ date: version.day }),
    day,
  );

/**
 * What a text's references and links reach: its own sections, and each other document's in its
 * version in force on this version's day (else its first), so a published version never changes.
 */
export function referenceScope(
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, unknown>,
  version: Version,
  language: Language,
  headings: readonly Heading[],
): ReferenceScope {
  const other = (route: string) => {
    const document = DOCUMENT_NAMES.find((name) => documentPath(name) === route);
    if (!document) return undefined;
    const target =
      inForceOn(versions, withdrawn, document, version.day) ??
      versions
        .filter((candidate) => candidate.document === document && !withdrawn.has(candidate))
        .toSorted((a, b) => a.day.localeCompare(b.day))[0];
    const headings = target?.english.meta.outline.headings;
    return headings && idsComplete(headings) ? sectionMap(headings) : 'unreadable';
  };
  return {
    language,
    route: documentPath(version.document),
    localize: (path) => localizedPath(language, path),
    own: sectionMap(headings),
    ownComplete: idsComplete(headings),
    documents: DOCUMENT_NAMES.map(documentPath),
    other,
  };
}

/** The documents' timelines on `buildDay`, each version given its place. */
export function documentTimelines(
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, Withdrawal>,
  buildDay: Day,
): LegalDocument[] {
  const placed = versions as LegalVersion[];
  return DOCUMENT_NAMES.filter((name) => versions.some((version) => version.document === name)).map(
    (name) => {
      const own = placed.filter((version) => version.document === name);
      const timeline = buildTimeline<LegalVersion>(
        own,
        (version) => ({ date: version.day, withdrawn: withdrawn.get(version) }),
        inForceOn(own, withdrawn, name, buildDay),
      );
      for (const version of own) version.place = timeline.places.get(version)!;
      return { name, timeline };
    },
  );
}

/** Where a version is read: the one in force at its document's address, others in its history. */
export const versionHref = (version: LegalVersion) =>
  publishedPath(version.document, version.day, version.place.status === 'current');

export const compareHref = (version: Version) => comparePath(version.document, version.day);

/** A version's text in `language`, where it has one. */
export const textIn = (
  version: Version,
  language: Language,
): EnglishText | TranslationText | undefined =>
  language === defaultLanguage
    ? version.english
    : version.translations[language as TranslatedLanguage];

/** A document's title in a language: its newest translated version's, else the English. */
export function documentTitle({ timeline }: LegalDocument, language: Language): string {
  const translated = latestTranslated(
    timeline,
    (version) => textIn(version, language) !== undefined,
  );
  return (
    textIn(translated ?? timeline.current, language)?.frontmatter.title ??
    timeline.current.english.frontmatter.title
  );
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
  /** The words and links of a `<Ref>` written in the text of `file`. */
  reference(
    file: string,
    attributes: Readonly<Record<string, string | undefined>>,
  ): ReferencePart[];
  /** The tree of `text` as its PDF and comparisons read it, references numbered. */
  tree(text: LegalText): SyntaxNode;
  /** The sections of `text` as its contents and summary table list them. */
  sections(text: LegalText): LegalSection[];
  /** The sentence that defines the term of `anchor` in the text of `file`. */
  definition(file: string, anchor: string): string;
}

export function legalLibrary(
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, Withdrawal>,
  register: Register,
  buildDay: Day,
): LegalLibrary {
  const documents = documentTimelines(versions, withdrawn, buildDay);
  const texts = new Map<LegalText, Version>(
    versions.flatMap((version) =>
      [version.english, ...Object.values(version.translations)].map(
        (text) => [text, version] as const,
      ),
    ),
  );
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
    definition(file, anchor) {
      const definition = aidsOf(files.get(file)!).definitions.find(
        (candidate) => candidate.anchor === anchor,
      );
      return definition?.sentence ?? '';
    },
  };
}
