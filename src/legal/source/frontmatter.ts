/**
 * Reads and checks a legal file's frontmatter: the YAML, then each field against the schema.
 * A YAML syntax error is reported once, at its line, because whatever follows it is unreadable;
 * schema problems are reported one per field, each at that field's line.
 */
import { LineCounter, parseDocument } from 'yaml';
import { frontmatterBlock } from './frontmatter-block.ts';
import { fieldLineFinder, syntaxErrorLine, type FieldPath } from './yaml-lines.ts';
import type { FrontmatterKind, LegalFrontmatter } from '../schema.ts';
import type { Finding, Problem } from '../problems.ts';

export type FrontmatterResult<T = LegalFrontmatter> =
  { data: T; problems: [] } | { data: undefined; problems: Problem[] };

const YAML_FIX = 'check the quotes and the "field: value" form on this line';

/** A YAML syntax error as an editor reads it; `what` names the text: "the frontmatter", "the file". */
export function yamlProblem(message: string, what = 'the frontmatter'): Finding {
  if (/^Missing closing "?quote/.test(message))
    return {
      problem: 'a quote opened on this line is never closed',
      fix: 'add the closing quote, or remove the opening one',
    };
  if (/^Nested mappings are not allowed|^Implicit map keys need to be/.test(message)) {
    return {
      problem: 'a ": " inside this value reads as the start of another field',
      fix: 'put the whole value in double quotes',
    };
  }
  return {
    problem: `${what} is not valid YAML (${message.split('\n')[0]!.replace(/ at line \d+.*$/, '')})`,
    fix: YAML_FIX,
  };
}

/** Splits a schema message, `is too long — write …`, into the field's problem and the fix. */
function fieldProblem(field: string, message: string, line: number): Problem {
  const [problem, fix = 'correct it as the guide describes'] = message.split(' — ');
  return { line, problem: `field "${field}" ${problem}`, fix };
}

/** `kind`: a version's frontmatter (`versionFrontmatter`), or a translation's. */
export function lintFrontmatter<T>(source: string, kind: FrontmatterKind<T>): FrontmatterResult<T> {
  const block = frontmatterBlock(source);
  if (!block) {
    return {
      data: undefined,
      problems: [
        {
          line: 1,
          problem: 'the file does not start with frontmatter',
          fix: `begin it with a line "---", the fields ${kind.fields.slice(0, -1).join(', ')} and ${kind.fields.at(-1)}, then a line "---"`,
        },
      ],
    };
  }
  const counter = new LineCounter();
  const yaml = parseDocument(block.text, { prettyErrors: false, lineCounter: counter });
  // Lines within the block, counted from 1, are file lines counted from the block's first.
  const fileLine = (blockLine: number) => block.firstLine + blockLine - 1;
  const [syntaxError] = yaml.errors;
  if (syntaxError) {
    return {
      data: undefined,
      problems: [
        {
          line: fileLine(syntaxErrorLine(block.text, syntaxError, counter)),
          ...yamlProblem(syntaxError.message),
        },
      ],
    };
  }
  const lineOf = fieldLineFinder(yaml, counter);
  // A missing field is added after the opening fence, so that is the line named.
  const fieldLine = (path: FieldPath) =>
    yaml.has(path[0]) ? fileLine(lineOf(path)) : block.firstLine - 1;
  const result = kind.schema.safeParse(yaml.toJS() ?? {});
  if (result.success) return { data: result.data, problems: [] };
  const reported = new Set<string>();
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const paths: FieldPath[] =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [key])
        : [issue.path as FieldPath];
    for (const path of paths) {
      const field = String(path[0]);
      // One problem per field: the first thing wrong with it is what to fix first.
      if (reported.has(field)) continue;
      reported.add(field);
      problems.push(fieldProblem(field, issue.message, fieldLine(path)));
    }
  }
  return { data: undefined, problems };
}
