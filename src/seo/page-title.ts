// Search engines cut titles past about 60 characters: the landing page drops the tagline instead.
export const MAX_TITLE_LENGTH = 60;

export function pageTitle(brandName: string, tagline: string, title?: string): string {
  if (title) return `${title} · ${brandName}`;
  const withTagline = `${brandName}: ${tagline}`;
  return withTagline.length <= MAX_TITLE_LENGTH ? withTagline : brandName;
}
