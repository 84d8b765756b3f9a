import { localizedPath, unlocalizedPath } from '../i18n/page-language';

/** Share images are 1200×630, the size every major network previews without cropping. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * Where a page's share image is published: `/` → `/og/home.png`, `/terms` → `/og/terms.png`,
 * `/es/terms` → `/es/og/terms.png`. A document's history pages share its image:
 * `/terms/history/2024-06-01` → `/og/terms.png`.
 */
export function ogImagePath(pathname: string): string {
  const { language, path } = unlocalizedPath(pathname);
  return localizedPath(language, `/og/${ogImageSlug(path)}.png`);
}

/** The name of a page's share image: `/` → `home`, `/terms/history/2024-06-01` → `terms`. */
export const ogImageSlug = (pathname: string) => pathname.split('/').find(Boolean) ?? 'home';
