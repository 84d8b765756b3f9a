// MDX syntax errors in an editor's words: nearly always a `<` or `{` as text, or a tag left open.
import type { Problem } from '../problems.ts';
import { editorTagNames, isEditorTag, selfClosingExample } from '../values.ts';

export const CURLY_BRACES_FIX =
  'remove the curly braces: they are only for the {#id} after a heading and for {/* notes */}';

function closeTag(tag: string): string {
  const example = selfClosingExample(tag);
  if (example) return `end it with "/>", like ${example}`;
  if (tag === 'Lettered')
    return 'add </Lettered> on its own line after the list, with an empty line before it';
  if (isEditorTag(tag)) return `add </${tag}> where the text it wraps ends`;
  return `remove it: the legal texts can use only the tags ${editorTagNames.join(', ')}; write "less than" for a "<" in the text`;
}

/** `7:9: Unexpected end of file in expression, expected … (mdx-jsx:unexpected-character)`. */
const PARSER_MESSAGE = /^(\d+):\d+(?:-\d+:\d+)?: ([\s\S]*?)(?: \([\w-]+:[\w-]+\))?$/;
type Wording = string | ((tag: string) => string);

const translations: Array<{ pattern: RegExp; problem: Wording; fix: Wording }> = [
  {
    pattern: /^Unexpected character `!`.*comment/,
    problem: 'HTML comments ("<!-- … -->") are not allowed',
    fix: 'write a note to other editors as {/* note */}, or remove it',
  },
  {
    pattern: /^Expected a closing tag for `<(\w+)>`/,
    problem: (tag) => `the tag <${tag}> is opened here but never closed`,
    fix: closeTag,
  },
  {
    pattern: /^Unexpected closing tag `<\/(\w+)>`/,
    problem: (tag) => `</${tag}> closes a tag that was never opened`,
    fix: (tag) =>
      selfClosingExample(tag)
        ? `remove it: ${selfClosingExample(tag)} closes itself`
        : `remove it, or add <${tag}> where the wrapped text starts`,
  },
  {
    pattern: /^Unexpected character .*(?:before name|after `<`)/,
    problem: 'a "<" in the text starts a tag, but no tag follows',
    fix: 'write "less than" instead of "<"',
  },
  {
    pattern: /^Unexpected end of file in expression/,
    problem: 'a "{" is opened here but never closed',
    fix: 'remove it: curly braces are only for the {#id} after a heading and for {/* notes */}',
  },
  {
    pattern: /^Could not parse expression/,
    problem: 'the text in curly braces is read as code and is not valid code',
    fix: CURLY_BRACES_FIX,
  },
];

export function describeMdxError(error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  const [, line = '1', reason = message] = PARSER_MESSAGE.exec(message) ?? [];
  for (const { pattern, problem, fix } of translations) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const say = (words: Wording) => (typeof words === 'string' ? words : words(match[1]!));
    return { line: Number(line), problem: say(problem), fix: say(fix) };
  }
  return {
    line: Number(line),
    problem: `MDX cannot read this line (${reason.replace(/\.$/, '')})`,
    fix: 'check the "<", "{" and "}" on it: write "less than" for "<", and use curly braces only for {#id} and {/* notes */}',
  };
}
