/**
 * Plain text of a small, trusted HTML fragment rendered by Astro (a heading's contents), for
 * use in attributes such as accessible names. Not a sanitiser: never feed it untrusted input.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return String.fromCodePoint(value);
      }
      return entities[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
