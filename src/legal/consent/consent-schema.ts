// `/legal/consent.json`'s zod schema, its types and JSON Schema; loose: new fields keep `format`.
import { z } from 'astro/zod';
import { languages } from '../../i18n/catalogue';
import { CONSENT_ITEM_IDS } from './consent-source';
import { LEGAL_CONSENT_SCHEMA_PATH } from '../paths';
import { address, day, documentName, pdfFile, publishedJsonSchema, sha256, slug } from '../fields';

/** Raised only by a change that would break a reader. */
export const CONSENT_FORMAT = 1;

const language = z.enum(languages);

const referencedText = z
  .looseObject({
    document: documentName,
    title: z.string().min(1),
    version: day.meta({ description: 'The version: the day it takes effect.' }),
    language,
    controlling: z
      .boolean()
      .meta({ description: 'Whether this text binds (English) or translates.' }),
    address: address.meta({ description: "The version's own page in this language." }),
    sha256: sha256.meta({ description: 'SHA-256 of the registered text, as in versions.json.' }),
    sha256Address: address.meta({ description: "The text's permanent address by its hash." }),
    pdf: pdfFile.meta({ description: "The version's PDF and its bytes' SHA-256." }),
    applies: z.looseObject({ from: day, until: day.nullable() }),
    sections: z.array(slug).meta({ description: 'The section ids the wording links to.' }),
  })
  .meta({ description: 'A text the wording refers to, as versions.json lists it.' });

const part = z
  .looseObject({ text: z.string().min(1), address: address.optional() })
  .meta({ description: 'A run of the wording; with an address, a link.' });

const control = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('button'),
    label: z.string().min(1).meta({ description: 'The button, labelled exactly so.' }),
  }),
  z.looseObject({
    type: z.literal('checkbox'),
    required: z.boolean().meta({ description: 'Whether the account can be created without it.' }),
    initiallyChecked: z.literal(false).meta({ description: 'Never ticked in advance.' }),
  }),
]);

const consentItemSchema = z.looseObject({
  id: z.enum(CONSENT_ITEM_IDS),
  control,
  text: z.string().min(1).meta({ description: 'The words shown, links as their words.' }),
  markdown: z
    .string()
    .min(1)
    .meta({ description: 'The words with every link as [words](address): what sha256 is of.' }),
  sha256: sha256.meta({ description: 'SHA-256 of markdown (UTF-8): record it with the consent.' }),
  parts: z.array(part).min(1),
  refersTo: z.array(referencedText).min(1),
  translates: z
    .looseObject({ language, sha256 })
    .optional()
    .meta({ description: 'For a translation: the controlling wording it translates.' }),
});

const consentFileSchema = z
  .looseObject({
    $schema: address,
    format: z.literal(CONSENT_FORMAT),
    site: address,
    statusOn: day.meta({
      description: 'The build day: the versions referred to are in force on it.',
    }),
    validUntil: day.nullable().meta({
      description:
        'The day a version referred to is replaced: from then on, the wording of a later file applies.',
    }),
    versions: address.meta({ description: 'The versions file every hash here is listed in.' }),
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
export type ConsentItem = z.output<typeof consentItemSchema>;

export const consentJsonSchema = publishedJsonSchema(consentFileSchema, LEGAL_CONSENT_SCHEMA_PATH);
