import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** One line each: `/documents/0/versions/1/status must be …`. */
export function versionsFileErrors(schema: object, file: unknown): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  return validate(file)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}
