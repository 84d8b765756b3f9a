/**
 * `/legal/consent.json`: the sign-up consent wording, each item in each language, with its links
 * filled in and its SHA-256, and every legal text it refers to. The texts are not derived again:
 * they are read from the versions file the same build publishes (`/legal/versions.json`), the
 * version of each document in force on its build day, so every hash here is one listed there.
 */
import { sha256Hex } from '../../lib/sha256';
import { LEGAL_VERSIONS_PATH } from '../paths';
import type { VersionsFile, VersionText } from '../versions-schema';
import {
  type ConsentItemSource,
  type ConsentLanguage,
  type ConsentLinkTarget,
  type ConsentSetting,
  type ConsentSource,
} from './consent-source';
import { LEGAL_CONSENT_SCHEMA_PATH } from './consent-paths';
import {
  CONSENT_FORMAT,
  type ConsentFile,
  type ConsentItem,
  type ReferencedText,
} from './consent-schema';

interface ConsentFileInput {
  source: ConsentSource;
  versions: VersionsFile;
  settings: Record<ConsentSetting, string>;
}

/** A document's version in force on the versions file's build day, and its dates. */
function inForce(versions: VersionsFile, document: string) {
  const entry = versions.documents.find((candidate) => candidate.document === document);
  const version = entry?.versions.find((candidate) => candidate.status === 'current');
  if (!version) throw new Error(`versions.json has no version of "${document}" in force`);
  return version;
}

/**
 * The texts a link in `language` stands for: the version's text in that language (the English
 * one where it has no translation) and, for a translation, the English text that controls.
 */
function textsFor(versions: VersionsFile, document: string, language: ConsentLanguage) {
  const version = inForce(versions, document);
  // Only a withdrawn version has no days it applies; the version in force always has them.
  if (!version.applies) throw new Error(`the version of ${document} in force has no "applies"`);
  const controlling = version.texts.find((text) => text.controlling)!;
  const shown = version.texts.find((text) => text.language === language) ?? controlling;
  return {
    version: { ...version, applies: version.applies },
    shown,
    texts: shown === controlling ? [shown] : [shown, controlling],
  };
}

const linkAddress = (text: VersionText, target: ConsentLinkTarget) =>
  target.pdf
    ? text.pdf.address
    : `${text.permanentAddress}${target.anchor ? `#${target.anchor}` : ''}`;

/** Markdown link words: brackets escaped so the words cannot end the link early. */
const linkWords = (words: string) => words.replace(/[[\]\\]/g, (character) => `\\${character}`);

function consentItem(
  item: ConsentItemSource,
  language: ConsentLanguage,
  { versions, settings }: ConsentFileInput,
): ConsentItem {
  const parts: ConsentItem['parts'] = [];
  const sections = new Map<string, Set<string>>();
  for (const part of item.wording.parts) {
    if ('setting' in part) parts.push({ text: settings[part.setting] });
    else if ('link' in part) {
      const { shown } = textsFor(versions, part.link.document, language);
      parts.push({ text: part.text, address: linkAddress(shown, part.link) });
      const anchors = sections.get(part.link.document) ?? new Set();
      if (part.link.anchor) anchors.add(part.link.anchor);
      sections.set(part.link.document, anchors);
    } else parts.push({ text: part.text });
  }
  // Neighbouring runs of plain text (a setting inside a sentence) read as one.
  const merged = parts.reduce<ConsentItem['parts']>((runs, part) => {
    const previous = runs.at(-1);
    if (previous && !previous.address && !part.address) previous.text += part.text;
    else runs.push({ ...part });
    return runs;
  }, []);
  const markdown = merged
    .map((part) => (part.address ? `[${linkWords(part.text)}](${part.address})` : part.text))
    .join('');
  const refersTo = [...sections].flatMap(([document, anchors]) => {
    const { version, texts } = textsFor(versions, document, language);
    return texts.map((text): ReferencedText => ({
      document,
      title: text.title,
      version: version.date,
      language: text.language,
      controlling: text.controlling,
      address: text.permanentAddress,
      sha256: text.sha256,
      sha256Address: text.sha256Address,
      pdf: { ...text.pdf },
      applies: { ...version.applies },
      sections: [...anchors],
    }));
  });
  return {
    id: item.id,
    control:
      item.button === undefined
        ? { type: 'checkbox', required: item.id === 'esign', initiallyChecked: false }
        : { type: 'button', label: item.button },
    text: merged.map((part) => part.text).join(''),
    markdown,
    sha256: sha256Hex(markdown),
    parts: merged,
    refersTo,
  };
}

export function consentFile(input: ConsentFileInput): ConsentFile {
  const { versions } = input;
  const url = (path: string) => new URL(path, versions.site).href;
  const english = input.source.en.map((item) => consentItem(item, 'en', input));
  const languages = (Object.keys(input.source) as ConsentLanguage[]).map((language) => ({
    language,
    controlling: language === 'en',
    items:
      language === 'en'
        ? english
        : input.source[language].map((item) => ({
            ...consentItem(item, language, input),
            translates: {
              language: 'en' as const,
              sha256: english.find((candidate) => candidate.id === item.id)!.sha256,
            },
          })),
  }));
  // The wording applies while every version it refers to is in force.
  const [validUntil = null] = languages
    .flatMap(({ items }) => items.flatMap((item) => item.refersTo))
    .flatMap((text) => (text.applies.until === null ? [] : [text.applies.until]))
    .sort();
  return {
    $schema: url(LEGAL_CONSENT_SCHEMA_PATH),
    format: CONSENT_FORMAT,
    site: versions.site,
    statusOn: versions.statusOn,
    validUntil,
    versions: url(LEGAL_VERSIONS_PATH),
    languages,
  };
}
