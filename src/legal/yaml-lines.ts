/**
 * The line an editor must open for a YAML mistake, in a legal file's frontmatter or a programme
 * file: the line of the field a schema problem is about, and the line a syntax error starts on.
 * The YAML parser places an unclosed quote where it gave up reading (the end of the text, for a
 * single quote), which is rarely where the quote was opened.
 */
import { isMap, isNode, type Document, type LineCounter, type YAMLError } from 'yaml';

export type FieldPath = readonly (string | number)[];

/** The line of a field, or of the nearest field around it that the text has (line 1 when none). */
export function fieldLineFinder(yaml: Document, counter: LineCounter): (path: FieldPath) => number {
  return (path) => {
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
  };
}

/** A value that opens with `quote` (after `field: ` or `- `) and does not close it on its line. */
function opensUnclosed(line: string, quote: string): boolean {
  const value = /^\s*(?:-\s+|[^\s:#][^:#]*:\s+)(["'])(.*)$/.exec(line);
  if (value?.[1] !== quote) return false;
  // Inside double quotes `\"` is a quote character; inside single quotes `''` is one.
  const rest = value[2]!.replace(quote === '"' ? /\\./g : /''/g, '');
  return !rest.includes(quote);
}

/** The 1-based line of a syntax error in `text`. */
export function syntaxErrorLine(text: string, error: YAMLError, counter: LineCounter): number {
  const reported = counter.linePos(error.pos[0]).line;
  const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
  if (!quote) return reported;
  // The quote left open is the last one opened at or before where the parser gave up.
  const lines = text.split('\n').slice(0, reported);
  const opened = lines.findLastIndex((line) => opensUnclosed(line, quote));
  return opened === -1 ? reported : opened + 1;
}
