/**
 * Finds the frontmatter of a legal file by its `---` fences, keeping line numbers, so a
 * frontmatter problem can be reported at its line even when the rest of the file does not parse.
 */

export interface FrontmatterBlock {
  /** The text between the fences. */
  text: string;
  /** The file line of the block's first field. */
  firstLine: number;
}

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

/** `source` with its frontmatter blanked out, its lines and columns kept, as Astro compiles a text. */
export const blankFrontmatter = (source: string) =>
  source.replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n)/, (frontmatter) =>
    frontmatter.replace(/[^\r\n]/g, ' '),
  );
