// In a pattern `*` matches any run and `:name` one segment; every matching rule applies.
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
  comment?: string;
}

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

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export const rulesFor = (rules: readonly HeaderRule[], path: string): HeaderRule[] =>
  rules.filter((rule) => patternRegExp(rule.pattern).test(path));
