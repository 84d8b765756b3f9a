// A legal file's frontmatter, found by its fences and checked: one problem per field at its line.
import { parseYaml, type FieldPath } from '../yaml-file.ts';
import type { z } from 'astro/zod';
import type { Problem } from '../problems.ts';

type FrontmatterBlock = { text: string; firstLine: number };

export function frontmatterBlock(source: string): FrontmatterBlock | undefined {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  return end === -1 ? undefined : { text: lines.slice(1, end).join('\n'), firstLine: 2 };
}

/** The line of a frontmatter field, or of the opening fence when the field is missing. */
export function frontmatterKeyLine(frontmatter: FrontmatterBlock, key: string): number {
  const index = frontmatter.text.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? frontmatter.firstLine - 1 : frontmatter.firstLine + index;
}

/** `source` with its frontmatter blanked out, lines and columns kept, as Astro compiles a text. */
export const blankFrontmatter = (source: string) =>
  source.replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n)/, (frontmatter) =>
    frontmatter.replace(/[^\r\n]/g, ' '),
  );

type FrontmatterResult<T> = { data: T; problems: [] } | { data: undefined; problems: Problem[] };
const refused = (...problems: Problem[]) => ({ data: undefined, problems });

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
      if (reported.has(field)) continue;
      reported.add(field);
      // A schema message, `is too long — write …`, is the field's problem and the fix.
      const [problem, fix = 'correct it as the guide describes'] = issue.message.split(' — ');
      problems.push({ line: fieldLine(path), problem: `field "${field}" ${problem}`, fix });
    }
  }
  return refused(...problems);
}
