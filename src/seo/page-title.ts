/**
 * Browser and search-result titles follow one template: "<page> · <brand>", or for the landing
 * page "<brand>: <tagline>". Search engines cut titles past about 60 characters, so the landing
 * page drops the tagline rather than be cut mid-word.
 */
export const MAX_TITLE_LENGTH = 60;

export function pageTitle(brandName: string, tagline: string, title?: string): string {
  if (title) return `${title} · ${brandName}`;
  const withTagline = `${brandName}: ${tagline}`;
  return withTagline.length <= MAX_TITLE_LENGTH ? withTagline : brandName;
}
