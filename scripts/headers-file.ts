/**
 * Reads the `_headers` file format that Netlify and Cloudflare Pages apply at the edge: a URL
 * pattern on its own line, then indented `Name: value` lines. `*` in a pattern matches any run
 * of characters. Every matching rule applies, in file order.
 */

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** Parses the file; a header line before any pattern, or one without a colon, is an error. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      return;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a URL pattern, got "${line.trim()}"`);
    }
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  });
  return rules;
}

function matches(pattern: string, path: string): boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/** The rules that apply to a request path, in file order. */
export function rulesFor(rules: readonly HeaderRule[], path: string): HeaderRule[] {
  return rules.filter((rule) => matches(rule.pattern, path));
}

/** The headers for a request path: later rules override earlier ones for the same name. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rulesFor(rules, path).map((rule) => rule.headers));
}
