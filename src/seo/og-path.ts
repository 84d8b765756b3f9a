/** Share images are 1200×630, the size every major network previews without cropping. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * Where a page's share image is published: `/` → `/og/home.png`, `/terms` → `/og/terms.png`.
 * A document's history pages share its image: `/terms/history/2024-06-01` → `/og/terms.png`.
 */
export function ogImagePath(pathname: string): string {
  const slug = pathname.split('/').find(Boolean) ?? 'home';
  return `/og/${slug}.png`;
}
