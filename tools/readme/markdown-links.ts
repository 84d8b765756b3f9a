// Links and heading anchors as GitHub renders them. Pure: the caller reads the files.
import { posix } from 'node:path';
import GithubSlugger from 'github-slugger';
import { markdownToMdast } from 'satteri';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

type MarkdownLink = { line: number; target: string };
type Node = { type: string; url?: string; value?: string; position?: { start: { line: number } } };
const tree = (markdown: string) => markdownToMdast(markdown, { features: { gfm: true } }) as never;

/** Headings' (a repeated one gets `-1`, `-2`…) and explicit ids. */
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

/** Links and definitions into the repository: no scheme (`https:`), no site address (`/terms`). */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  visit(tree(markdown), (node: Node) => {
    const target = node.type === 'link' || node.type === 'definition' ? node.url : undefined;
    if (target && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/'))
      links.push({ line: node.position?.start.line ?? 1, target });
  });
  return links;
}

type Repository = { exists(path: string): boolean; markdown(path: string): string | undefined };

/** `file` is from the repository's root; one line each: `file:line: link → missing target`. */
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
