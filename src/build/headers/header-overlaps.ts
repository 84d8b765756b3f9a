// Hosts join a header that two matching rules set with a comma, which no browser reads as either.
import { rulesFor, type HeaderRule } from './headers-file';

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
