// Limits Cloudflare enforces by silently dropping headers, not by failing the deploy:
// https://developers.cloudflare.com/workers/static-assets/headers/#custom-headers
export const MAX_RULES = 100;
/** Measured as the host measures it: the line without its indentation. */
export const MAX_LINE_LENGTH = 2000;

export function headersFileProblems(text: string): string[] {
  const problems: string[] = [];
  const rules: Array<{ pattern: string; line: number }> = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (!line || line.startsWith('#')) return;
    const isRule = raw.startsWith('/');
    if (isRule) {
      const earlier = rules.find((rule) => rule.pattern === line);
      if (earlier)
        problems.push(
          `rule "${line}" on line ${number} repeats line ${earlier.line}: Cloudflare keeps only the last, so the headers under line ${earlier.line} would be lost. Merge the two.`,
        );
      rules.push({ pattern: line, line: number });
    }
    if (line.length > MAX_LINE_LENGTH) {
      const what = isRule
        ? 'a pattern'
        : `${line.slice(0, line.indexOf(':'))} under "${rules.at(-1)?.pattern}"`;
      problems.push(
        `line ${number} (${what}) is ${line.length} characters; Cloudflare ignores lines over ${MAX_LINE_LENGTH}, so it would be missing.`,
      );
    }
  });
  const firstIgnored = rules[MAX_RULES];
  if (firstIgnored)
    problems.push(
      `${rules.length} rules; Cloudflare reads the first ${MAX_RULES} and ignores the rest, from "${firstIgnored.pattern}" on line ${firstIgnored.line}. Cover more paths with one pattern.`,
    );
  return problems;
}
