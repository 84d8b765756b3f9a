/**
 * Headers that two matching rules would both set for one path. Hosts join such values with a
 * comma (`Cache-Control: public, max-age=0, must-revalidate, public, max-age=31536000`), which
 * no browser reads as either, so each header must come from one rule per path.
 */
import { rulesFor, type HeaderRule } from './headers-file';

/** One sentence per path and header set more than once; empty when every header is set once. */
export function headersSetTwice(rules: readonly HeaderRule[], paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
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
}
