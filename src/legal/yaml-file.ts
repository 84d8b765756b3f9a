// YAML, and a legal file's frontmatter, with each field's line, or its one syntax error.
import { isMap, isNode, LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import type { z } from 'astro/zod';
import type { Finding, Problem } from './problems.ts';

export type FieldPath = readonly (string | number)[];

/** The line of a field, or of the nearest field around it that the text has (line 1 when none). */
function fieldLine(yaml: Document, counter: LineCounter, path: FieldPath): number {
  for (let length = path.length; length > 0; length--) {
    const parent = length > 1 ? yaml.getIn(path.slice(0, length - 1), true) : yaml.contents;
    // The key's own line: a list or a map starts on the line after its key.
    const pair = isMap(parent)
      ? parent.items.find(
          (item) => isNode(item.key) && (item.key.toJSON() as unknown) === path[length - 1],
        )
      : undefined;
    const node = pair?.key ?? yaml.getIn(path.slice(0, length), true);
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
  }
  return 1;
}

/** A value that opens with `quote` (after `field: ` or `- `) and does not close it on its line. */
function opensUnclosed(line: string, quote: string): boolean {
  const value = /^\s*(?:-\s+|[^\s:#][^:#]*:\s+)(["'])(.*)$/.exec(line);
  if (value?.[1] !== quote) return false;
  // Inside double quotes `\"` is a quote character; inside single quotes `''` is one.
  const rest = value[2]!.replace(quote === '"' ? /\\./g : /''/g, '');
  return !rest.includes(quote);
}

/** The line of a syntax error. The parser places an unclosed quote where it gave up reading. */
function syntaxErrorLine(text: string, error: YAMLError, counter: LineCounter): number {
  const reported = counter.linePos(error.pos[0]).line;
  const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
  if (!quote) return reported;
  // The quote left open is the last one opened at or before where the parser gave up.
  const lines = text.split('\n').slice(0, reported);
  const opened = lines.findLastIndex((line) => opensUnclosed(line, quote));
  return opened === -1 ? reported : opened + 1;
}

/** A YAML syntax error as an editor reads it; `what` names the text: "the frontmatter". */
function yamlProblem(message: string, what: string): Finding {
  if (/^Missing closing "?quote/.test(message))
    return {
      problem: 'a quote opened on this line is never closed',
      fix: 'add the closing quote, or remove the opening one',
    };
  if (/^Nested mappings are not allowed|^Implicit map keys need to be/.test(message))
    return {
      problem: 'a ": " inside this value reads as the start of another field',
      fix: 'put the whole value in double quotes',
    };
  return {
    problem: `${what} is not valid YAML (${message.split('\n')[0]!.replace(/ at line \d+.*$/, '')})`,
    fix: 'check the quotes and the "field: value" form on this line',
  };
}

export function parseYaml(text: string, what: string) {
  const counter = new LineCounter();
  const yaml = parseDocument(text, { prettyErrors: false, lineCounter: counter });
  const [syntaxError] = yaml.errors;
  if (syntaxError)
    return {
      syntaxError: {
        line: syntaxErrorLine(text, syntaxError, counter),
        ...yamlProblem(syntaxError.message, what),
      },
    };
  return { yaml, counter, lineOf: (path: FieldPath) => fieldLine(yaml, counter, path) };
}

/** The frontmatter's text, which starts on line 2, after the opening fence. */
export function frontmatterBlock(source: string): string | undefined {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  return end === -1 ? undefined : lines.slice(1, end).join('\n');
}

/** The line of `key:`, or of the opening fence when the frontmatter lacks it. */
export function frontmatterKeyLine(frontmatter: string, key: string): number {
  const index = frontmatter.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 2;
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
  const fileLine = (blockLine: number) => blockLine + 1;
  const read = parseYaml(block, 'the frontmatter');
  if ('syntaxError' in read)
    return refused({ ...read.syntaxError, line: fileLine(read.syntaxError.line) });
  const { yaml, lineOf } = read;
  // A missing field is added after the opening fence, so that is the line named.
  const fieldLine = (path: FieldPath) => (yaml.has(path[0]) ? fileLine(lineOf(path)) : 1);
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
