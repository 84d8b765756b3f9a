/**
 * Reads the structure of a legal MDX document straight from its source text, keeping line
 * numbers, so every build error can point a lawyer at the exact line to fix.
 */

export interface SourceHeading {
  depth: number;
  text: string;
  /** The explicit `{#id}` written after the heading, if any. */
  id: string | undefined;
  line: number;
}

export interface SourceReference {
  /** The link target as written: `#cookies`, `/privacy#cookies`, `https://…`. */
  target: string;
  line: number;
}

export interface SourceComponent {
  component: string;
  /** The `name` attribute, or `undefined` when it is missing. */
  name: string | undefined;
  line: number;
}

export interface SourceOutline {
  /** Frontmatter text between the `---` fences, or `undefined` when the file has none. */
  frontmatter: { text: string; firstLine: number } | undefined;
  headings: SourceHeading[];
  links: SourceReference[];
  components: SourceComponent[];
}

const HEADING = /^(#{1,6})\s+(.*?)\s*(?:\{#([^}]*)\})?\s*$/;
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const HREF_ATTRIBUTE = /\bhref="([^"]*)"/g;
const VALUE_COMPONENT = /<(Rule|Setting)\b([^>]*?)\/?>/g;
const NAME_ATTRIBUTE = /\bname="([^"]*)"/;

function frontmatterOf(lines: string[]): SourceOutline['frontmatter'] & { end: number } | undefined {
  if (lines[0]?.trim() !== '---') return undefined;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) return undefined;
  return { text: lines.slice(1, end).join('\n'), firstLine: 2, end };
}

/** Splits a document into frontmatter, headings, link targets and value components. */
export function readOutline(source: string): SourceOutline {
  const lines = source.split(/\r?\n/);
  const frontmatter = frontmatterOf(lines);
  const outline: SourceOutline = {
    frontmatter: frontmatter && { text: frontmatter.text, firstLine: frontmatter.firstLine },
    headings: [],
    links: [],
    components: [],
  };
  let inFence = false;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (frontmatter && index <= frontmatter.end) return;
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    if (inFence) return;
    const heading = HEADING.exec(text);
    if (heading) outline.headings.push({ depth: heading[1]!.length, text: heading[2]!, id: heading[3], line });
    for (const pattern of [MARKDOWN_LINK, HREF_ATTRIBUTE]) {
      for (const match of text.matchAll(pattern)) outline.links.push({ target: match[1]!, line });
    }
    for (const match of text.matchAll(VALUE_COMPONENT)) {
      outline.components.push({ component: match[1]!, name: NAME_ATTRIBUTE.exec(match[2]!)?.[1], line });
    }
  });
  return outline;
}

/** The line of a frontmatter field, or of the opening fence when the field is missing. */
export function frontmatterKeyLine(frontmatter: NonNullable<SourceOutline['frontmatter']>, key: string): number {
  const index = frontmatter.text.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? frontmatter.firstLine - 1 : frontmatter.firstLine + index;
}
