/**
 * Reads and checks a legal file's frontmatter: the YAML, then each field against the schema.
 * A YAML syntax error is reported once, at its line, because whatever follows it is unreadable;
 * schema problems are reported one per field, each at that field's line.
 */
import { frontmatterBlock } from './frontmatter-block.ts';
import type { FieldPath } from '../yaml-lines.ts';
import { parseYaml } from '../yaml-file.ts';
import type { z } from 'astro/zod';
import type { Problem } from '../problems.ts';

type FrontmatterResult<T> = { data: T; problems: [] } | { data: undefined; problems: Problem[] };

const refused = (...problems: Problem[]) => ({ data: undefined, problems });

/** `schema`: a version's frontmatter (`versionFrontmatter`), or a translation's. */
export function lintFrontmatter<Schema extends z.ZodObject>(
  source: string,
  schema: Schema,
): FrontmatterResult<z.output<Schema>> {
  const block = frontmatterBlock(source);
  if (!block) {
    const fields = Object.keys(schema.shape);
    return refused({
      line: 1,
      problem: 'the file does not start with frontmatter',
      fix: `begin it with a line "---", the fields ${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}, then a line "---"`,
    });
  }
  // Lines within the block, counted from 1, are file lines counted from the block's first.
  const fileLine = (blockLine: number) => block.firstLine + blockLine - 1;
  const read = parseYaml(block.text, 'the frontmatter');
  if ('syntaxError' in read)
    return refused({ ...read.syntaxError, line: fileLine(read.syntaxError.line) });
  const { yaml, lineOf } = read;
  // A missing field is added after the opening fence, so that is the line named.
  const fieldLine = (path: FieldPath) =>
    yaml.has(path[0]) ? fileLine(lineOf(path)) : block.firstLine - 1;
  const result = schema.safeParse(yaml.toJS() ?? {});
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
      // A schema message, `is too long — write …`, is the field's problem and the fix.
      const [problem, fix = 'correct it as the guide describes'] = issue.message.split(' — ');
      problems.push({ line: fieldLine(path), problem: `field "${field}" ${problem}`, fix });
    }
  }
  return refused(...problems);
}
