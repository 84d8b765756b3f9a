import { localizedPath, unlocalizedPath } from '../i18n/page-language';

// The size every major network previews without cropping.
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export function ogImagePath(pathname: string): string {
  const { language, path } = unlocalizedPath(pathname);
  return localizedPath(language, `/og/${ogImageSlug(path)}.png`);
}

export const ogImageSlug = (pathname: string) => pathname.split('/').find(Boolean) ?? 'home';
