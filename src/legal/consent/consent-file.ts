// `/legal/consent.json`, its texts read from this build's versions file: each hash is listed there.
import type { DocumentName } from '../fields';
import { sha256Hex } from '../../lib/sha256';
import type { Language } from '../../i18n/catalogue';
import { LEGAL_CONSENT_SCHEMA_PATH, LEGAL_VERSIONS_PATH } from '../paths';
import type { VersionsFile } from '../versions-schema';
import type { ConsentItemSource, ConsentSetting, ConsentSource } from './consent-source';
import { CONSENT_FORMAT, type ConsentFile, type ConsentItem } from './consent-schema';

interface ConsentFileInput {
  source: ConsentSource;
  versions: VersionsFile;
  settings: Record<ConsentSetting, string>;
}

/** The version in force, and the texts a link in `language` stands for (English controls). */
function textsFor(versions: VersionsFile, document: string, language: Language) {
  const version = versions.documents
    .find((entry) => entry.document === document)
    ?.versions.find((candidate) => candidate.status === 'current');
  if (!version) throw new Error(`versions.json has no version of "${document}" in force`);
  // Only a withdrawn version has no days it applies; the version in force always has them.
  if (!version.applies) throw new Error(`the version of ${document} in force has no "applies"`);
  const controlling = version.texts.find((text) => text.controlling)!;
  const shown = version.texts.find((text) => text.language === language) ?? controlling;
  return {
    date: version.date,
    applies: version.applies,
    shown,
    texts: shown === controlling ? [shown] : [shown, controlling],
  };
}

const linkWords = (words: string) => words.replace(/[[\]\\]/g, (character) => `\\${character}`);

function consentItem(
  item: ConsentItemSource,
  language: Language,
  { versions, settings }: ConsentFileInput,
): ConsentItem {
  const parts: ConsentItem['parts'] = [];
  const sections = new Map<DocumentName, Set<string>>();
  for (const part of item.wording) {
    const previous = parts.at(-1);
    if ('link' in part) {
      const { document, anchor, pdf } = part.link;
      const { shown } = textsFor(versions, document, language);
      const address = pdf
        ? shown.pdf.address
        : `${shown.permanentAddress}${anchor ? `#${anchor}` : ''}`;
      parts.push({ text: part.text, address });
      const anchors = sections.get(document) ?? new Set();
      if (anchor) anchors.add(anchor);
      sections.set(document, anchors);
      continue;
    }
    const text = 'setting' in part ? settings[part.setting] : part.text;
    // Neighbouring runs of plain text (a setting inside a sentence) read as one.
    if (previous && !previous.address) previous.text += text;
    else parts.push({ text });
  }
  const markdown = parts
    .map((part) => (part.address ? `[${linkWords(part.text)}](${part.address})` : part.text))
    .join('');
  const refersTo = [...sections].flatMap(([document, anchors]) => {
    const { date, applies, texts } = textsFor(versions, document, language);
    return texts.map((text) => ({
      document,
      title: text.title,
      version: date,
      language: text.language,
      controlling: text.controlling,
      address: text.permanentAddress,
      sha256: text.sha256,
      sha256Address: text.sha256Address,
      pdf: { ...text.pdf },
      applies: { ...applies },
      sections: [...anchors],
    }));
  });
  return {
    id: item.id,
    control:
      item.button === undefined
        ? { type: 'checkbox', required: item.id === 'esign', initiallyChecked: false }
        : { type: 'button', label: item.button },
    text: parts.map((part) => part.text).join(''),
    markdown,
    sha256: sha256Hex(markdown),
    parts,
    refersTo,
  };
}

export function consentFile(input: ConsentFileInput): ConsentFile {
  const { versions } = input;
  const url = (path: string) => new URL(path, versions.site).href;
  const english = input.source.en.map((item) => consentItem(item, 'en', input));
  const languages = (Object.keys(input.source) as Language[]).map((language) => ({
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
