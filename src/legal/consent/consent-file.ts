// `/legal/consent.json` and its schemas (loose: new fields keep `format`), read from versions.json.
import { z } from 'astro/zod';
import { address, day, documentName, pdfFile, publishedJsonSchema, sha256, slug } from '../fields';
import type { DocumentName } from '../fields';
import { sha256Hex } from '../../lib/sha256';
import { languages, type Language } from '../../i18n/catalogue';
import { LEGAL_CONSENT_SCHEMA_PATH, LEGAL_VERSIONS_PATH } from '../paths';
import type { VersionsFile } from '../versions-schema';
import { CONSENT_ITEM_IDS } from './consent-source';
import type { ConsentItemSource, ConsentSetting, ConsentSource } from './consent-source';

/** Raised only by a change that would break a reader. */
const CONSENT_FORMAT = 1;

const language = z.enum(languages);

const referencedText = z
  .looseObject({
    document: documentName,
    title: z.string().min(1),
    version: day.describe('The version: the day it takes effect.'),
    language,
    controlling: z.boolean().describe('Whether this text binds (English) or translates.'),
    address: address.describe("The version's own page in this language."),
    sha256: sha256.describe('SHA-256 of the registered text, as in versions.json.'),
    sha256Address: address.describe("The text's permanent address by its hash."),
    pdf: pdfFile.describe("The version's PDF and its bytes' SHA-256."),
    applies: z.looseObject({ from: day, until: day.nullable() }),
    sections: z.array(slug).describe('The section ids the wording links to.'),
  })
  .describe('A text the wording refers to, as versions.json lists it.');

const part = z
  .looseObject({ text: z.string().min(1), address: address.optional() })
  .describe('A run of the wording; with an address, a link.');

const control = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('button'),
    label: z.string().min(1).describe('The button, labelled exactly so.'),
  }),
  z.looseObject({
    type: z.literal('checkbox'),
    required: z.boolean().describe('Whether the account can be created without it.'),
    initiallyChecked: z.literal(false).describe('Never ticked in advance.'),
  }),
]);

const consentItemSchema = z.looseObject({
  id: z.enum(CONSENT_ITEM_IDS),
  control,
  text: z.string().min(1).describe('The words shown, links as their words.'),
  markdown: z
    .string()
    .min(1)
    .describe('The words with every link as [words](address): what sha256 is of.'),
  sha256: sha256.describe('SHA-256 of markdown (UTF-8): record it with the consent.'),
  parts: z.array(part).min(1),
  refersTo: z.array(referencedText).min(1),
  translates: z
    .looseObject({ language, sha256 })
    .optional()
    .describe('For a translation: the controlling wording it translates.'),
});

const consentFileSchema = z
  .looseObject({
    $schema: address,
    format: z.literal(CONSENT_FORMAT),
    site: address,
    statusOn: day.describe('The build day: the versions referred to are in force on it.'),
    validUntil: day
      .nullable()
      .describe(
        'The day a version referred to is replaced: from then on, the wording of a later file applies.',
      ),
    versions: address.describe('The versions file every hash here is listed in.'),
    languages: z
      .array(
        z.looseObject({
          language,
          controlling: z.boolean(),
          items: z.array(consentItemSchema).length(CONSENT_ITEM_IDS.length),
        }),
      )
      .min(1),
  })
  .meta({
    title: 'Sign-up consent wording',
    description:
      'The exact wording the sign-up flow shows and records, in each language: the notice beside the "Agree and create account" button, the same beside "Agree and continue" at the next sign-in of an account opened before that button, the ESIGN consent and the optional financial-incentive opt-in, each with its SHA-256 and every legal text it refers to.',
  });

export type ConsentFile = z.output<typeof consentFileSchema>;
type ConsentItem = z.output<typeof consentItemSchema>;

export const consentJsonSchema = publishedJsonSchema(consentFileSchema, LEGAL_CONSENT_SCHEMA_PATH);

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
  const { date, applies, texts } = version;
  // Only a withdrawn version has no days it applies; the version in force always has them.
  if (!applies) throw new Error(`the version of ${document} in force has no "applies"`);
  const controlling = texts.find((text) => text.controlling)!;
  const shown = texts.find((text) => text.language === language) ?? controlling;
  return { date, applies, shown, texts: shown === controlling ? [shown] : [shown, controlling] };
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
      const page = `${shown.permanentAddress}${anchor ? `#${anchor}` : ''}`;
      parts.push({ text: part.text, address: pdf ? shown.pdf.address : page });
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
  const englishSha256 = new Map(english.map((item) => [item.id, item.sha256]));
  const languages = (Object.keys(input.source) as Language[]).map((language) => ({
    language,
    controlling: language === 'en',
    items:
      language === 'en'
        ? english
        : input.source[language].map((item) => ({
            ...consentItem(item, language, input),
            translates: { language: 'en' as const, sha256: englishSha256.get(item.id)! },
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
