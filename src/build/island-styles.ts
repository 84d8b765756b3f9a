// Astro writes the islands' `<style>` into the body, where HTML does not allow it.
const islandStyle = /<style>astro-island[^<]*<\/style>/g;

export function hoistIslandStyles(html: string): string {
  const [style] = html.match(islandStyle) ?? [];
  if (!style) return html;
  return html.replace(islandStyle, '').replace('</head>', `${style}</head>`);
}
