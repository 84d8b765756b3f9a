/**
 * Astro writes the stylesheet its islands need (`astro-island{display:contents}` and kin) into
 * the body, just before the first island; HTML allows `<style>` only in the head. Moving it there
 * keeps the pages valid and changes nothing else: the rule is the same, and it still precedes
 * every island. A strict CSP allows it by hash, wherever it stands.
 */
const islandStyle = /<style>astro-island[^<]*<\/style>/g;

/** The page with every island stylesheet removed from where it stood and one kept at the end of <head>. */
export function hoistIslandStyles(html: string): string {
  const [style] = html.match(islandStyle) ?? [];
  if (!style) return html;
  return html.replace(islandStyle, '').replace('</head>', `${style}</head>`);
}
