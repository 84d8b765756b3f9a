/** Where the sign-up consent wording is published, beside `/legal/versions.json`. */
export const LEGAL_CONSENT_PATH = '/legal/consent.json';
/** Its JSON Schema, generated from the zod schema. */
export const LEGAL_CONSENT_SCHEMA_PATH = '/legal/consent.schema.json';
