/**
 * The not-found page reports which address failed, so broken links show up in error logging.
 * The path is only ever passed to the console as data, never written into the page.
 */
export function reportMissingPage(
  location: Pick<Location, 'pathname' | 'search'>,
  logger: Pick<Console, 'error'>,
): void {
  logger.error(`Page not found: ${location.pathname}${location.search}`);
}
