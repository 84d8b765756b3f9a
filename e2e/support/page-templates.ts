// Templates are found, never named, so a new one is swept the first time it builds a page.
import { readdir, readFile } from 'node:fs/promises';
import { builtPages, type BuiltPage } from '../../tools/built-pages';
import { languages } from '../../src/i18n/catalogue';
import { defaultLanguage, unlocalizedPath } from '../../src/i18n/page-language';

interface PageTemplate {
  /** Relative to `src/pages`: `[...lang]/[document].astro`. */
  file: string;
  pattern: RegExp;
  /** The more, the more specific. */
  fixedSegments: number;
  /** The language aside; on a tie, the fewer, the more specific (`/es` is a landing page). */
  parameters: number;
}

/** Endpoints such as `robots.txt.ts` build no HTML page. */
const isPageFile = (file: string) => /\.(astro|md|mdx|html)$/.test(file);
/** `[...lang]`: none for the default language, else its tag. */
const languageSegment = `(?:/(?:${languages.filter((tag) => tag !== defaultLanguage).join('|')}))?`;

/** `[...lang]/[document]/history.astro` → matches `/terms/history` and `/es/terms/history`. */
export function pageTemplate(file: string): PageTemplate {
  const segments = file
    .replace(/\.[^./]+$/, '')
    .split('/')
    .filter((segment) => segment !== 'index');
  const parts = segments.map((segment) => {
    if (segment === '[...lang]') return { source: languageSegment, kind: 'language' };
    if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return { source: '(?:/.+)?', kind: 'parameter' };
    if (/^\[[^\]]+\]$/.test(segment)) return { source: '/[^/]+', kind: 'parameter' };
    return { source: `/${RegExp.escape(segment)}`, kind: 'fixed' };
  });
  const count = (kind: string) => parts.filter((part) => part.kind === kind).length;
  const source = parts.map((part) => part.source).join('');
  return {
    file,
    pattern: new RegExp(`^${source}$`),
    fixedSegments: count('fixed'),
    parameters: count('parameter'),
  };
}

/** The most specific template matching `path`, as Astro routes; the path itself when none does. */
export function templateOf(path: string, templates: readonly PageTemplate[]): string {
  const matching = templates
    // The landing page's address is `/`; its pattern, like every other, has no trailing slash.
    .filter((template) => template.pattern.test(path === '/' ? '' : path))
    .sort((a, b) => b.fixedSegments - a.fixedSegments || a.parameters - b.parameters);
  return matching[0]?.file ?? path;
}

/** Each class and element a page uses: what a stylesheet rule can apply to. */
export function layoutParts(html: string): Set<string> {
  const parts = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9-]*)/gi)) parts.add(`<${tag!.toLowerCase()}>`);
  for (const [, classes] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of classes!.split(/\s+/)) if (name) parts.add(`.${name}`);
  return parts;
}

/** Per template and language: its longest page, then greedily those adding most layout parts. */
export function representativePages<Page extends { path: string; html: string }>(
  pages: readonly Page[],
  templates: readonly PageTemplate[],
): Page[] {
  const groups = new Map<string, Page[]>();
  for (const page of pages) {
    const key = `${templateOf(page.path, templates)} ${unlocalizedPath(page.path).language}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  const chosen = new Set<Page>();
  for (const group of groups.values()) {
    const parts = new Map(group.map((page) => [page, layoutParts(page.html)]));
    const longest = group.reduce((a, b) => (b.html.length > a.html.length ? b : a));
    const covered = new Set(parts.get(longest));
    chosen.add(longest);
    for (;;) {
      let best: Page | undefined;
      let gain = 0;
      for (const [page, own] of parts) {
        const adds = [...own].filter((part) => !covered.has(part)).length;
        if (adds > gain || (adds === gain && adds > 0 && page.html.length > best!.html.length)) {
          best = page;
          gain = adds;
        }
      }
      if (!best) break;
      chosen.add(best);
      for (const part of parts.get(best)!) covered.add(part);
    }
  }
  return pages.filter((page) => chosen.has(page));
}

export async function pageTemplates(dir = 'src/pages'): Promise<PageTemplate[]> {
  return (await readdir(dir, { recursive: true }))
    .map((entry) => entry.split('\\').join('/'))
    .filter(isPageFile)
    .map(pageTemplate);
}

export async function builtRepresentativePages(dir = 'dist'): Promise<BuiltPage[]> {
  const [pages, templates] = await Promise.all([builtPages(dir), pageTemplates()]);
  const withHtml = await Promise.all(
    pages.map(async (page) => ({ ...page, html: await readFile(page.file, 'utf8') })),
  );
  return representativePages(withHtml, templates).map(({ path, file }) => ({ path, file }));
}
