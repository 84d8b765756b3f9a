// So broken links show up in error logging; the path is never written into the page.
export function reportMissingPage(
  location: Pick<Location, 'pathname' | 'search'>,
  logger: Pick<Console, 'error'>,
): void {
  logger.error(`Page not found: ${location.pathname}${location.search}`);
}
