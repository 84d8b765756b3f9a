// In a pattern `*` matches any run and `:name` one segment; every matching rule applies.
export type HeaderRule = { pattern: string; headers: Record<string, string>; comment?: string };

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
    if (!rule || colon === -1)
      throw new Error(
        `_headers line ${index + 1}: expected "Name: value" under a URL pattern, got "${line.trim()}"`,
      );
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

// Hosts join a header that two matching rules set with a comma, which no browser reads as either.
export const headersSetTwice = (rules: readonly HeaderRule[], paths: readonly string[]): string[] =>
  paths.flatMap((path) => {
    const setters = new Map<string, string[]>();
    for (const rule of rulesFor(rules, path)) {
      for (const name of Object.keys(rule.headers)) {
        const key = name.toLowerCase();
        setters.set(key, [...(setters.get(key) ?? []), rule.pattern]);
      }
    }
    return [...setters]
      .filter(([, patterns]) => patterns.length > 1)
      .map(
        ([name, patterns]) =>
          `${path} gets ${name} from ${patterns.map((pattern) => `"${pattern}"`).join(' and ')}; the host would join the values with a comma.`,
      );
  });
