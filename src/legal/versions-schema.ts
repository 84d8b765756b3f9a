/**
 * The JSON Schema (draft 2020-12) of `/legal/versions.json`, served beside it at
 * `/legal/versions.schema.json` for the teams that read the file, and used by the tests to check
 * every build's file. It describes `VERSIONS_FORMAT`; fields may be added without raising it, so
 * objects allow properties the schema does not name.
 */
import { LEGAL_VERSIONS_SCHEMA_PATH } from './paths';
import { VERSIONS_FORMAT } from './versions-file';

const day = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const address = { type: 'string', format: 'uri', pattern: '^https?://' };
const sha256 = { type: 'string', pattern: '^[0-9a-f]{64}$' };

export function versionsSchema(siteUrl: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: new URL(LEGAL_VERSIONS_SCHEMA_PATH, siteUrl).href,
    title: 'Legal document versions',
    description:
      'Every published version of every legal document: its dates, its status on the day the file was built, where it is read, and the SHA-256 of its text, current and before each recorded correction.',
    type: 'object',
    required: ['format', 'site', 'statusOn', 'documents'],
    properties: {
      $schema: address,
      format: {
        const: VERSIONS_FORMAT,
        description: 'Raised only when a change would break a reader; new fields keep it.',
      },
      site: { ...address, description: 'The site address every other address starts with.' },
      statusOn: { ...day, description: 'The day the file was built: the day each status is for.' },
      documents: { type: 'array', items: { $ref: '#/$defs/document' } },
    },
    $defs: {
      document: {
        type: 'object',
        required: ['document', 'address', 'history', 'versions'],
        properties: {
          document: {
            type: 'string',
            pattern: '^[a-z0-9-]+$',
            description: 'The document name, as in its address: terms, privacy, official-rules.',
          },
          address: { ...address, description: 'Where the version in force is read.' },
          history: { ...address, description: 'Every version, listed for people.' },
          versions: {
            type: 'array',
            minItems: 1,
            description: 'Newest first, upcoming versions included.',
            items: { $ref: '#/$defs/version' },
          },
        },
      },
      version: {
        type: 'object',
        required: ['date', 'status', 'applies', 'texts'],
        properties: {
          date: { ...day, description: 'The day the version takes effect: it names the version.' },
          status: {
            enum: ['superseded', 'current', 'upcoming', 'withdrawn'],
            description:
              'On statusOn: superseded (shown as Archived), current (In force), upcoming, or withdrawn (Never in force: announced, then replaced before its date; it never applied).',
          },
          withdrawn: {
            type: 'object',
            required: ['on', 'replacedBy'],
            additionalProperties: false,
            description:
              'Only for a withdrawn version: the day the withdrawal was recorded and the date of the version that replaced it.',
            properties: { on: day, replacedBy: day },
          },
          applies: {
            type: ['object', 'null'],
            description: 'When the version applied; null for a withdrawn version, which never did.',
            required: ['from', 'until'],
            properties: {
              from: day,
              until: {
                oneOf: [day, { type: 'null' }],
                description:
                  'The day the next version took (or takes) effect; null if none is announced.',
              },
            },
          },
          texts: {
            type: 'array',
            minItems: 1,
            description: 'The version in each language, the controlling (English) text first.',
            contains: { type: 'object', properties: { controlling: { const: true } } },
            minContains: 1,
            maxContains: 1,
            items: { $ref: '#/$defs/text' },
          },
        },
      },
      text: {
        type: 'object',
        required: [
          'language',
          'controlling',
          'title',
          'address',
          'permanentAddress',
          'sha256',
          'sha256Address',
          'earlierSha256',
          'pdf',
          'changes',
        ],
        properties: {
          language: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z0-9]+)*$' },
          controlling: {
            type: 'boolean',
            description: 'Whether this text binds; a translation does not.',
          },
          title: { type: 'string', minLength: 1 },
          address: { ...address, description: 'Where the text is read on statusOn.' },
          permanentAddress: {
            ...address,
            description: "The version's own page, whose address never changes.",
          },
          sha256: { ...sha256, description: 'SHA-256 of the text as registered.' },
          sha256Address: {
            ...address,
            description: "The text's permanent address by its hash: a redirect to its page.",
          },
          earlierSha256: {
            type: 'array',
            description: 'Each hash the text had before a recorded correction, oldest first.',
            items: {
              type: 'object',
              required: ['sha256', 'replacedOn', 'note', 'sha256Address'],
              properties: {
                sha256,
                replacedOn: day,
                note: { type: 'string', minLength: 1 },
                sha256Address: address,
              },
            },
          },
          pdf: {
            type: 'object',
            description: "The version's PDF in this text's language, and the SHA-256 of its bytes.",
            required: ['address', 'sha256'],
            properties: { address, sha256 },
          },
          changes: { type: 'array', items: { type: 'string', minLength: 1 } },
          translates: {
            type: 'object',
            description: 'For a translation: the controlling text it translates.',
            required: ['language', 'sha256'],
            properties: { language: { type: 'string' }, sha256 },
          },
        },
        // A translation names the controlling text it translates.
        if: { type: 'object', properties: { controlling: { const: false } } },
        then: {
          type: 'object',
          required: ['translates'],
          properties: { translates: { type: 'object' } },
        },
      },
    },
  } as const;
}
