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
type Failed = { parsed: undefined; problems: LegalProblem[] };
type Reading<Parsed> = { parsed: Parsed; problems: [] } | Failed;
type FixOf = (path: FieldPath) => string | undefined;

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `prizes.0.arv` as an editor finds it: `prizes[1].arv`, counting from one. */
const fieldName = (path: FieldPath) =>
  path
    .map((key, index) => (typeof key === 'number' ? `[${key + 1}]` : `${index ? '.' : ''}${key}`))
    .join('');

export const parseProgramme = (file: string, text: string): Reading<ParsedProgramme> =>
  parseFile(file, text, programmeSchema, 'programme', 'a programme');

/** `fixOf`: what to do about a missing or empty field (the English field to translate). */
export const parseTermsTranslation = (file: string, text: string, fixOf?: FixOf) =>
  parseFile(file, text, termsTranslationSchema, 'translation', 'a translation of terms', fixOf);

function parseFile<Schema extends z.ZodType, Key extends string>(
  file: string,
  text: string,
  schema: Schema,
  field: Key,
  kind: string,
  fixOf: FixOf = () => undefined,
): Reading<ProgrammeFile & Record<Key, z.output<Schema>>> {
  const failed = (problems: LegalProblem[]): Failed => ({ parsed: undefined, problems });
  const id = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
  if (!ID.test(id))
    return failed([
      {
        file,
        line: 1,
        problem: `the file name "${id}" cannot be the programme's address`,
        fix: 'rename it in lowercase letters, digits and hyphens, like daily-cash-2027.yaml',
      },
    ]);
  const read = parseYaml(text, 'the file');
  if ('syntaxError' in read) return failed([{ file, ...read.syntaxError }]);
  const { yaml, lineOf } = read;
  const result = schema.safeParse(yaml.toJS() ?? {});
  if (result.success) {
    const parsed = { file, id, text, lineOf, [field]: result.data };
    return { parsed: parsed as ProgrammeFile & Record<Key, z.output<Schema>>, problems: [] };
  }
  return failed(
    result.error.issues.flatMap((issue): LegalProblem | LegalProblem[] => {
      if (issue.code === 'unrecognized_keys')
        return issue.keys.map((key) => ({
          file,
          line: lineOf([...issue.path, key] as FieldPath),
          problem: `field "${fieldName([...issue.path, key] as FieldPath)}" is not a field of ${kind}`,
          fix: 'remove it, or correct its spelling (the guide lists the fields)',
        }));
      const [problem, fix = 'correct it as the guide describes'] = issue.message.split(' — ');
      const path = issue.path as FieldPath;
      return {
        file,
        line: lineOf(path),
        problem: `field "${fieldName(path)}" ${problem}`,
        fix: (/^is (missing|empty)/.test(problem ?? '') && fixOf(path)) || fix,
      };
    }),
  );
}
