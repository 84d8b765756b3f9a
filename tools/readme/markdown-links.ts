/**
 * The relative links of the project's Markdown and the anchors of its headings, as GitHub renders
 * them, so a test can report every link whose file or `#anchor` is gone. Pure: the caller reads the
 * files and says which paths exist.
 */
import { posix } from 'node:path';

/** A link as written, at its line (1-based). */
interface MarkdownLink {
  line: number;
  target: string;
}

/** The lines outside fenced code blocks, each with its number (1-based). */
function proseLines(markdown: string): [number, string][] {
  const lines: [number, string][] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker !== undefined && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      return;
    }
    if (fence === undefined) lines.push([index + 1, text]);
  });
  return lines;
}

/**
 * GitHub's anchor for a heading: its text as rendered (code, emphasis and link targets removed),
 * lower-cased, every character but letters, digits, `_`, `-` and spaces removed, spaces turned
 * into hyphens.
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page has: its headings' (a repeated one gets `-1`, `-2`…) and explicit ids. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, text] of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const slug = headingSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const [, id] of text.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  }
  return anchors;
}

/**
 * The links of a page that lead into the repository: inline links and reference definitions
 * outside code, without a scheme (`https:`, `mailto:`) and not site addresses (`/terms`).
 */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const [line, prose] of proseLines(markdown)) {
    const text = prose.replace(/(`+)[^`]*?\1/g, '');
    const targets = [
      ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
      ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((match) => match[1]!),
    ];
    for (const target of targets)
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/'))
        links.push({ line, target });
  }
  return links;
}

/** What the check knows of the repository: whether a path exists, and a Markdown file's text. */
interface Repository {
  exists(path: string): boolean;
  markdown(path: string): string | undefined;
}

/**
 * Every broken relative link of `file` (a path from the repository's root), one line each:
 * `file:line: link → missing target`.
 */
export function brokenLinks(file: string, markdown: string, repository: Repository): string[] {
  return relativeLinks(markdown).flatMap(({ line, target }) => {
    const [path = '', anchor] = target.split('#', 2);
    const resolved = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), path));
    const where = `${file}:${line}: ${target} → `;
    if (!repository.exists(resolved)) return [`${where}missing file ${resolved}`];
    if (anchor === undefined || anchor === '') return [];
    const page =
      path === '' ? markdown : resolved.endsWith('.md') ? repository.markdown(resolved) : undefined;
    if (page === undefined) return [`${where}missing anchor: ${resolved} is not a Markdown page`];
    return headingAnchors(page).has(decodeURIComponent(anchor))
      ? []
      : [`${where}missing heading #${anchor} in ${resolved}`];
  });
}
