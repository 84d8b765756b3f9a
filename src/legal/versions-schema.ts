// `/legal/versions.json`, every version as data, and its schemas (loose: new fields keep `format`).
import { z } from 'astro/zod';
import { readFile } from 'node:fs/promises';
import {
  LEGAL_VERSIONS_PATH,
  LEGAL_VERSIONS_SCHEMA_PATH,
  documentPath,
  historyPath,
  pdfPath,
  textHashPath,
  versionPath,
} from './paths.ts';
import { address, day, documentName, pdfFile, publishedJsonSchema, sha256 } from './fields.ts';
import { registerEntry, withdrawal } from './register-file.ts';
import { VERSION_STATUSES } from './timeline.ts';
import { textIn, versionHref, type LegalLibrary, type LegalVersion } from './library/library.ts';
import type { TranslatedLanguage } from './files.ts';
import { languages, type Language } from '../i18n/catalogue.ts';
import { defaultLanguage, localizedPath } from '../i18n/page-language.ts';

/** Raised only by a change that would break a reader. */
const VERSIONS_FORMAT = 1;

const text = z
  .looseObject({
    language: z.enum(languages).describe('The language of the text, a BCP 47 tag.'),
    controlling: z.boolean().describe('Whether this text binds (English); a translation does not.'),
    title: z.string().min(1),
    address: address.describe('Where the text is read on statusOn.'),
    permanentAddress: address.describe("The version's own page, whose address never changes."),
    sha256: sha256.describe('SHA-256 of the text as registered.'),
    sha256Address: address.describe(
      "The text's permanent address by its hash: a redirect to its page.",
    ),
    earlierSha256: z
      .array(
        z.looseObject({
          sha256,
          replacedOn: day.describe('The day the correction was recorded.'),
          note: z.string().min(1).describe('What the correction changed.'),
          sha256Address: address,
        }),
      )
      .describe('Each hash the text had before a recorded correction, oldest first.'),
    pdf: pdfFile.describe(
      "The version's PDF in this text's language, and the SHA-256 of its bytes (the same in every build of this text and settings).",
    ),
    changes: z
      .array(z.string().min(1))
      .describe('What this version changed, as its frontmatter lists it.'),
    translates: z
      .looseObject({ language: z.literal(defaultLanguage), sha256 })
      .optional()
      .describe('For a translation: the controlling text it translates.'),
  })
  // A rule of the JSON Schema alone: the build writes the file, its readers use the JSON Schema.
  .meta({
    if: { type: 'object', properties: { controlling: { const: false } } },
    then: {
      type: 'object',
      required: ['translates'],
      properties: { translates: { type: 'object' } },
    },
  });

const version = z.looseObject({
  date: day.describe('The day the version takes effect: it names the version.'),
  status: z
    .enum(VERSION_STATUSES)
    .describe(
      'On statusOn: superseded (shown as Archived), current (In force), upcoming, or withdrawn (Never in force: announced, then replaced before its date; it never applied).',
    ),
  withdrawn: withdrawal
    .optional()
    .describe(
      'Only for a withdrawn version: the day the withdrawal was recorded and the date of the version that replaced it.',
    ),
  applies: z
    .looseObject({
      from: day,
      until: day
        .nullable()
        .describe('The day the next version took (or takes) effect; null if none is announced.'),
    })
    .nullable()
    .describe('When the version applied; null for a withdrawn version, which never did.'),
  texts: z
    .array(text)
    .min(1)
    // Exactly one controlling text: a rule of the JSON Schema alone, as the one above.
    .meta({
      description: 'The version in each language, the controlling (English) text first.',
      contains: { type: 'object', properties: { controlling: { const: true } } },
      minContains: 1,
      maxContains: 1,
    }),
});

const versionsSchema = z
  .looseObject({
    $schema: address,
    format: z
      .literal(VERSIONS_FORMAT)
      .describe('Raised only when a change would break a reader; new fields keep it.'),
    site: address.describe('The site address every other address starts with.'),
    statusOn: day.describe('The day the file was built: the day each status is for.'),
    documents: z.array(
      z.looseObject({
        document: documentName.describe(
          'The document name, as in its address: terms, privacy, official-rules.',
        ),
        address: address.describe('Where the version in force is read.'),
        history: address.describe('Every version, listed for people.'),
        versions: z.array(version).min(1).describe('Newest first, upcoming versions included.'),
      }),
    ),
  })
  .meta({
    title: 'Legal document versions',
    description:
      'Every published version of every legal document: its dates, its status on the day the file was built, where it is read, and the SHA-256 of its text, current and before each recorded correction.',
  });

export type VersionsFile = z.output<typeof versionsSchema>;
export type VersionRecord = z.output<typeof version>;
export type VersionText = z.output<typeof text>;

export const versionsJsonSchema = publishedJsonSchema(versionsSchema, LEGAL_VERSIONS_SCHEMA_PATH);

/** Read back by what runs after the pages: the sitemap, the redirects. */
export const readVersionsFile = async (dir: URL): Promise<VersionsFile> =>
  versionsSchema.parse(JSON.parse(await readFile(new URL(`.${LEGAL_VERSIONS_PATH}`, dir), 'utf8')));

export async function versionsFile(input: {
  siteUrl: string;
  library: LegalLibrary;
  pdfSha256: (version: LegalVersion, language: Language) => string | Promise<string>;
}): Promise<VersionsFile> {
  const { siteUrl, library, pdfSha256 } = input;
  const url = (path: string) => new URL(path, siteUrl).href;

  const text = async (version: LegalVersion, language: Language) => {
    const shown = textIn(version, language)!;
    const localized = (path: string) => url(localizedPath(language, path));
    const entry = registerEntry(library.register, version.document, version.day);
    const registered =
      language === defaultLanguage ? entry : entry?.translations?.[language as TranslatedLanguage];
    return {
      language,
      controlling: language === defaultLanguage,
      title: shown.frontmatter.title,
      address: localized(versionHref(version)),
      permanentAddress: localized(versionPath(version.document, version.day)),
      sha256: shown.sha256,
      sha256Address: url(textHashPath(shown.sha256)),
      // The hashes before each recorded correction: a stored one still leads to the text.
      earlierSha256: (registered?.corrections ?? []).map((correction) => ({
        sha256: correction.previousSha256,
        replacedOn: correction.on,
        note: correction.note,
        sha256Address: url(textHashPath(correction.previousSha256)),
      })),
      pdf: {
        address: localized(pdfPath(version.document, version.day)),
        sha256: await pdfSha256(version, language),
      },
      changes: [...shown.frontmatter.changes],
    };
  };

  const record = async (version: LegalVersion) => {
    const { status, withdrawn, until } = version.place;
    // The English text, which binds, first.
    const english = await text(version, defaultLanguage);
    const translations = Object.values(version.translations).map(async ({ language }) => ({
      ...(await text(version, language)),
      translates: { language: english.language, sha256: english.sha256 },
    }));
    return {
      date: version.day,
      status,
      ...(withdrawn && { withdrawn }),
      applies: withdrawn ? null : { from: version.day, until: until ?? null },
      texts: [english, ...(await Promise.all(translations))],
    };
  };
  return {
    $schema: url(LEGAL_VERSIONS_SCHEMA_PATH),
    format: VERSIONS_FORMAT,
    site: url('/'),
    statusOn: library.buildDay,
    documents: await Promise.all(
      library.documents.map(async ({ name, timeline }) => ({
        document: name,
        address: url(documentPath(name)),
        history: url(historyPath(name)),
        versions: await Promise.all(timeline.versions.map(record)),
      })),
    ),
  };
}
