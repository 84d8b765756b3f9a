// The same content without styles or scripts: the least a browser needs to show this text.
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
