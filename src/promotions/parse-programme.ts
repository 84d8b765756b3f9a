// Every problem at its field's line; the parsed file keeps its lines for the later checks too.
import { parseYaml, type FieldPath } from '../legal/yaml-file.ts';
import type { LegalProblem } from '../legal/problems.ts';
import type { z } from 'astro/zod';
import {
  programmeSchema,
  termsTranslationSchema,
  type Programme,
  type TermsTranslation,
} from './programme-schema.ts';

export type { FieldPath };

interface ProgrammeFile {
  file: string;
  id: string;
  text: string;
  /** The line of a field, or of the nearest field around it that the file has. */
  lineOf: (path: FieldPath) => number;
}

export type ParsedProgramme = ProgrammeFile & {
  programme: Programme;
  translations?: { es?: TermsTranslation };
};

export type ProgrammeData = Omit<ParsedProgramme, 'lineOf'>;
type ParsedTermsTranslation = ProgrammeFile & { translation: TermsTranslation };
type Reading<Parsed> =
  { parsed: Parsed; problems: [] } | { parsed: undefined; problems: LegalProblem[] };

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `prizes.0.arv` as an editor finds it: `prizes[1].arv`, counting from one. */
const fieldName = (path: FieldPath) =>
  path
    .map((key, index) => (typeof key === 'number' ? `[${key + 1}]` : `${index ? '.' : ''}${key}`))
    .join('');

export function parseProgramme(file: string, text: string): Reading<ParsedProgramme> {
  const reading = parseProgrammeYaml(file, text, programmeSchema, 'a programme');
  return reading.parsed
    ? { parsed: { ...reading.parsed, programme: reading.parsed.data }, problems: [] }
    : reading;
}

/** `fixOf`: what to do about a missing or empty field (the English field to translate). */
export function parseTermsTranslation(
  file: string,
  text: string,
  fixOf?: (path: FieldPath) => string | undefined,
): Reading<ParsedTermsTranslation> {
  const reading = parseProgrammeYaml(
    file,
    text,
    termsTranslationSchema,
    'a translation of terms',
    fixOf,
  );
  return reading.parsed
    ? { parsed: { ...reading.parsed, translation: reading.parsed.data }, problems: [] }
    : reading;
}

function parseProgrammeYaml<Schema extends z.ZodType>(
  file: string,
  text: string,
  schema: Schema,
  kind: string,
  fixOf: (path: FieldPath) => string | undefined = () => undefined,
): Reading<ProgrammeFile & { data: z.output<Schema> }> {
  const id = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
  if (!ID.test(id)) {
    return {
      parsed: undefined,
      problems: [
        {
          file,
          line: 1,
          problem: `the file name "${id}" cannot be the programme's address`,
          fix: 'rename it in lowercase letters, digits and hyphens, like daily-cash-2027.yaml',
        },
      ],
    };
  }
  const read = parseYaml(text, 'the file');
  if ('syntaxError' in read)
    return { parsed: undefined, problems: [{ file, ...read.syntaxError }] };
  const { yaml, lineOf } = read;
  const result = schema.safeParse(yaml.toJS() ?? {});
  if (result.success)
    return { parsed: { file, id, text, lineOf, data: result.data }, problems: [] };
  const problems = result.error.issues.flatMap((issue): LegalProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        line: lineOf([...issue.path, key] as FieldPath),
        problem: `field "${fieldName([...issue.path, key] as FieldPath)}" is not a field of ${kind}`,
        fix: 'remove it, or correct its spelling (the guide lists the fields)',
      }));
    }
    const [problem, fix = 'correct it as the guide describes'] = issue.message.split(' — ');
    const path = issue.path as FieldPath;
    return [
      {
        file,
        line: lineOf(path),
        problem: `field "${fieldName(path)}" ${problem}`,
        fix: (/^is (missing|empty)/.test(problem ?? '') && fixOf(path)) || fix,
      },
    ];
  });
  return { parsed: undefined, problems };
}
