// Same-origin addresses outside `readAnchors`' attributes: sitemaps, feeds, JSON-LD…

/** So that links in escaped HTML (a feed entry's content) read as links. */
const ENTITIES: Record<string, string> = { quot: '"', apos: "'", lt: '<', gt: '>' };
const unescapeXml = (text: string) =>
  text
    .replace(/&(quot|apos|lt|gt);/g, (_, name: string) => ENTITIES[name]!)
    .replaceAll('&amp;', '&');

/** JSON-LD blocks: their URLs are `@id`s, whose fragments name things, not elements on the page. */
const JSON_LD = /<script type="application\/ld\+json">[^]*?<\/script>/g;

function absoluteUrls(text: string, origin: string, { fragments = true } = {}): string[] {
  const pattern = new RegExp(`${RegExp.escape(origin)}(?![\\w.:-])[^\\s"'<>\\\\]*`, 'g');
  return [...unescapeXml(text).matchAll(pattern)].map(([match]) => {
    // Like GFM's autolinks, leave out punctuation that ends a sentence in prose.
    const url = new URL(match.replace(/[.,;:!?)]+$/, ''));
    return url.pathname + (fragments ? url.hash : '');
  });
}

function urlsIn(file: string, text: string, origin: string): string[] {
  if (!file.endsWith('.html')) return absoluteUrls(text, origin);
  const structuredData = (text.match(JSON_LD) ?? []).flatMap((block) =>
    absoluteUrls(block, origin, { fragments: false }),
  );
  return [...absoluteUrls(text.replace(JSON_LD, ''), origin), ...structuredData];
}

/** As `path#fragment`, each once; `file` is named for its extension. */
export function printedUrls(file: string, text: string, origin: string): string[] {
  return [...new Set(urlsIn(file, text, origin))];
}
