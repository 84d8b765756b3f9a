import { JSDOM } from 'jsdom';
import { islandModuleAttributes } from './page-weight';

interface PageAnchors {
  /** Same-site links, resources and absolute URLs in meta, as `path#fragment`, each once. */
  links: string[];
  /** Ids and legacy `<a name>`s. */
  targets: Set<string>;
}

const referenceAttributes = [
  ['a[href], area[href], link[href]', 'href'],
  ['[src]', 'src'],
  ['meta[content]', 'content'],
  ...islandModuleAttributes.map((attribute) => [`astro-island[${attribute}]`, attribute] as const),
] as const;

/** `undefined` when the reference leaves the site. */
function internalPath(reference: string, pageUrl: URL, isMeta: boolean): string | undefined {
  // Meta contents are mostly prose; only absolute URLs in them are references.
  if (isMeta && !/^https?:\/\//.test(reference)) return undefined;
  const url = URL.parse(reference, pageUrl);
  return url?.origin === pageUrl.origin ? url.pathname + url.hash : undefined;
}

export function readAnchors(html: string, pagePath: string, siteOrigin: string): PageAnchors {
  const { document } = new JSDOM(html).window;
  const pageUrl = new URL(pagePath, siteOrigin);
  const links = new Set<string>();
  for (const [selector, attribute] of referenceAttributes) {
    for (const element of document.querySelectorAll(selector)) {
      const path = internalPath(element.getAttribute(attribute)!, pageUrl, attribute === 'content');
      if (path !== undefined) links.add(path);
    }
  }
  const targets = new Set(
    [...document.querySelectorAll('[id], a[name]')].map(
      (element) => element.id || element.getAttribute('name')!,
    ),
  );
  return { links: [...links], targets };
}

/** The page's fragment targets, or why it is not a page to link to ("answers 308 → /terms"). */
export type TargetLookup = (path: string) => Promise<ReadonlySet<string> | string>;

export async function findBrokenLinks(links: readonly string[], lookup: TargetLookup) {
  const broken: string[] = [];
  for (const link of links) {
    const hash = link.indexOf('#');
    const path = hash === -1 ? link : link.slice(0, hash);
    const fragment = hash === -1 ? '' : decodeURIComponent(link.slice(hash + 1));
    const targets = await lookup(path);
    if (typeof targets === 'string') broken.push(`${link}: ${targets}`);
    else if (fragment && !targets.has(fragment))
      broken.push(`${link}: no element with id "${fragment}"`);
  }
  return broken;
}
