/**
 * Plain text of small, trusted HTML rendered by Astro (a heading's contents, a table's headers),
 * for accessible names. Not a sanitiser: never feed it untrusted input.
 */
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Turns character references (`&amp;`, `&#8217;`, `&#x2014;`) back into the characters. */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const value =
        code[1] === 'x' || code[1] === 'X'
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10);
      return String.fromCodePoint(value);
    }
    return entities[code.toLowerCase()] ?? match;
  });
}

/** Collapses runs of whitespace, as a browser does when it lays out text. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function htmlToText(html: string): string {
  return collapseSpace(decodeEntities(html.replace(/<[^>]*>/g, '')));
}
