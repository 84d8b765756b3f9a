/** Share images are 1200×630, the size every major network previews without cropping. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Where a page's share image is published: `/` → `/og/home.png`, `/terms` → `/og/terms.png`. */
export function ogImagePath(pathname: string): string {
  const slug = pathname.replace(/^\/+|\/+$/g, '') || 'home';
  return `/og/${slug}.png`;
}
