/**
 * The relative links of the project's Markdown and the anchors of its headings, as GitHub renders
 * them (Sätteri's Markdown parser, GitHub's slugger), so a test can report every link whose file
 * or `#anchor` is gone. Pure: the caller reads the files and says which paths exist.
 */
import { posix } from 'node:path';
import GithubSlugger from 'github-slugger';
import { markdownToMdast } from 'satteri';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

interface MarkdownLink {
  line: number;
  target: string;
}

type Node = { type: string; url?: string; value?: string; position?: { start: { line: number } } };

const tree = (markdown: string) => markdownToMdast(markdown, { features: { gfm: true } }) as never;

/** Every anchor a page has: its headings' (a repeated one gets `-1`, `-2`…) and explicit ids. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const slugger = new GithubSlugger();
  visit(tree(markdown), (node: Node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(toString(node)));
    if (node.type === 'html')
      for (const [, id] of (node.value ?? '').matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g))
        anchors.add(id!);
  });
  return anchors;
}

/**
 * The links of a page that lead into the repository: links and reference definitions outside
 * code, without a scheme (`https:`, `mailto:`) and not site addresses (`/terms`).
 */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  visit(tree(markdown), (node: Node) => {
    const target = node.type === 'link' || node.type === 'definition' ? node.url : undefined;
    if (target && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/'))
      links.push({ line: node.position?.start.line ?? 1, target });
  });
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
