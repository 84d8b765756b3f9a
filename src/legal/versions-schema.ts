// `/legal/versions.json`'s zod schema, its types and JSON Schema; loose: new fields keep `format`.
import { z } from 'astro/zod';
import { readFile } from 'node:fs/promises';
import { LEGAL_VERSIONS_PATH, LEGAL_VERSIONS_SCHEMA_PATH } from './paths.ts';
import { address, day, documentName, pdfFile, publishedJsonSchema, sha256 } from './fields.ts';
import { withdrawal } from './register-file.ts';
import { VERSION_STATUSES } from './timeline.ts';
import { languages } from '../i18n/catalogue.ts';
import { defaultLanguage } from '../i18n/page-language.ts';

/** Raised only by a change that would break a reader. */
export const VERSIONS_FORMAT = 1;

const text = z
  .looseObject({
    language: z.enum(languages).meta({ description: 'The language of the text, a BCP 47 tag.' }),
    controlling: z
      .boolean()
      .meta({ description: 'Whether this text binds (English); a translation does not.' }),
    title: z.string().min(1),
    address: address.meta({ description: 'Where the text is read on statusOn.' }),
    permanentAddress: address.meta({
      description: "The version's own page, whose address never changes.",
    }),
    sha256: sha256.meta({ description: 'SHA-256 of the text as registered.' }),
    sha256Address: address.meta({
      description: "The text's permanent address by its hash: a redirect to its page.",
    }),
    earlierSha256: z
      .array(
        z.looseObject({
          sha256,
          replacedOn: day.meta({ description: 'The day the correction was recorded.' }),
          note: z.string().min(1).meta({ description: 'What the correction changed.' }),
          sha256Address: address,
        }),
      )
      .meta({ description: 'Each hash the text had before a recorded correction, oldest first.' }),
    pdf: pdfFile.meta({
      description:
        "The version's PDF in this text's language, and the SHA-256 of its bytes (the same in every build of this text and settings).",
    }),
    changes: z
      .array(z.string().min(1))
      .meta({ description: 'What this version changed, as its frontmatter lists it.' }),
    translates: z
      .looseObject({ language: z.literal(defaultLanguage), sha256 })
      .optional()
      .meta({ description: 'For a translation: the controlling text it translates.' }),
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
  date: day.meta({ description: 'The day the version takes effect: it names the version.' }),
  status: z.enum(VERSION_STATUSES).meta({
    description:
      'On statusOn: superseded (shown as Archived), current (In force), upcoming, or withdrawn (Never in force: announced, then replaced before its date; it never applied).',
  }),
  withdrawn: withdrawal.optional().meta({
    description:
      'Only for a withdrawn version: the day the withdrawal was recorded and the date of the version that replaced it.',
  }),
  applies: z
    .looseObject({
      from: day,
      until: day.nullable().meta({
        description: 'The day the next version took (or takes) effect; null if none is announced.',
      }),
    })
    .nullable()
    .meta({
      description: 'When the version applied; null for a withdrawn version, which never did.',
    }),
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

const versionsFileSchema = z
  .looseObject({
    $schema: address,
    format: z.literal(VERSIONS_FORMAT).meta({
      description: 'Raised only when a change would break a reader; new fields keep it.',
    }),
    site: address.meta({ description: 'The site address every other address starts with.' }),
    statusOn: day.meta({ description: 'The day the file was built: the day each status is for.' }),
    documents: z.array(
      z.looseObject({
        document: documentName.meta({
          description: 'The document name, as in its address: terms, privacy, official-rules.',
        }),
        address: address.meta({ description: 'Where the version in force is read.' }),
        history: address.meta({ description: 'Every version, listed for people.' }),
        versions: z
          .array(version)
          .min(1)
          .meta({ description: 'Newest first, upcoming versions included.' }),
      }),
    ),
  })
  .meta({
    title: 'Legal document versions',
    description:
      'Every published version of every legal document: its dates, its status on the day the file was built, where it is read, and the SHA-256 of its text, current and before each recorded correction.',
  });

export type VersionsFile = z.output<typeof versionsFileSchema>;
export type VersionRecord = z.output<typeof version>;
export type VersionText = z.output<typeof text>;

export const versionsJsonSchema = publishedJsonSchema(
  versionsFileSchema,
  LEGAL_VERSIONS_SCHEMA_PATH,
);

/** Read back by what runs after the pages: the sitemap, the redirects. */
export const readVersionsFile = async (dir: URL): Promise<VersionsFile> =>
  versionsFileSchema.parse(
    JSON.parse(await readFile(new URL(`.${LEGAL_VERSIONS_PATH}`, dir), 'utf8')),
  );
