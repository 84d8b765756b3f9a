/**
 * The `_headers` file that Cloudflare (and Netlify) apply at the edge: a URL pattern on its own
 * line, then indented `Name: value` lines. In a pattern, `*` matches any run of characters and
 * `:name` one path segment. Every matching rule applies; a header set by two matching rules is
 * sent once with both values joined by a comma.
 */

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
  /** Written above the rule, for whoever reads the generated file. */
  comment?: string;
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
      throw new Error(
        `_headers line ${index + 1}: expected "Name: value" under a URL pattern, got "${line.trim()}"`,
      );
    }
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  });
  return rules;
}

/** The file text: a heading comment, then each rule with its comment. */
export function formatHeadersFile(heading: string, rules: readonly HeaderRule[]): string {
  const comment = (text: string) => text.split('\n').map((line) => `# ${line}`.trimEnd());
  const lines = [...comment(heading)];
  for (const rule of rules) {
    if (rule.comment) lines.push('', ...comment(rule.comment));
    lines.push(
      rule.pattern,
      ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The pattern as the host reads it (Cloudflare's rules engine): `*` any run, `:name` one segment. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The rules that apply to a request path, in file order. */
export function rulesFor(rules: readonly HeaderRule[], path: string): HeaderRule[] {
  return rules.filter((rule) => patternRegExp(rule.pattern).test(path));
}
