/**
 * A page with the same HTML content and nothing else: no stylesheet, no script, no inline style.
 * The benchmark loads it beside the real page as the physical limit of a page with this text:
 * what the browser needs at the least to show it.
 */
import { JSDOM } from 'jsdom';

const presentation =
  'script, style, link[rel~="stylesheet"], link[rel~="modulepreload"], link[rel~="preload"]';

export function stripPage(html: string): string {
  const dom = new JSDOM(html);
  const { document } = dom.window;
  for (const element of document.querySelectorAll(presentation)) element.remove();
  for (const element of document.querySelectorAll('[style]')) element.removeAttribute('style');
  return dom.serialize();
}
