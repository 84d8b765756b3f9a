/**
 * Addresses on the site's own origin that a built file prints outside the HTML attributes
 * `readAnchors` reads: sitemap entries, feed links (in the feed's escaped HTML too), the
 * `Sitemap:` line of robots.txt, JSON-LD and copy-link buttons in pages, and the web manifest's
 * root-relative icons and start URL. The crawl requests every one of them.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** XML's five entities, so that links inside escaped HTML (a feed entry's content) read as links. */
const unescapeXml = (text: string) =>
  text
    .replace(
      /&(quot|apos|lt|gt);/g,
      (_, name: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>' })[name]!,
    )
    .replaceAll('&amp;', '&');

/** JSON-LD blocks: their URLs are `@id`s, whose fragments name things, not elements on the page. */
const JSON_LD = /<script type="application\/ld\+json">[^]*?<\/script>/g;

/** Every absolute URL on `origin` in `text`, as `path#fragment`. */
function absoluteUrls(text: string, origin: string, { fragments = true } = {}): string[] {
  const pattern = new RegExp(`${escapeRegExp(origin)}(?![\\w.:-])[^\\s"'<>\\\\]*`, 'g');
  return [...unescapeXml(text).matchAll(pattern)].map(([match]) => {
    // An address written in prose may end a sentence or a clause: like a linkifier (GFM's
    // autolinks), leave the punctuation after it out of the address.
    const url = new URL(match.replace(/[.,;:!?)]+$/, ''));
    return url.pathname + (fragments ? url.hash : '');
  });
}

/** The manifest's root-relative addresses: `start_url`, icon sources and the like. */
function manifestPaths(json: string): string[] {
  const paths: string[] = [];
  JSON.parse(json, (_key, value: unknown) => {
    if (typeof value === 'string' && /^\/(?!\/)/.test(value)) paths.push(value);
    return value;
  });
  return paths;
}

function urlsIn(file: string, text: string, origin: string): string[] {
  if (file.endsWith('.webmanifest')) return [...manifestPaths(text), ...absoluteUrls(text, origin)];
  if (!file.endsWith('.html')) return absoluteUrls(text, origin);
  const structuredData = (text.match(JSON_LD) ?? []).flatMap((block) =>
    absoluteUrls(block, origin, { fragments: false }),
  );
  return [...absoluteUrls(text.replace(JSON_LD, ''), origin), ...structuredData];
}

/** What `file` (named for its extension) prints on `origin`, as `path#fragment`, each once. */
export function printedUrls(file: string, text: string, origin: string): string[] {
  return [...new Set(urlsIn(file, text, origin))];
}
