// Limits Cloudflare enforces by silently dropping redirects, not by failing the deploy:
// https://developers.cloudflare.com/workers/static-assets/redirects/#per-file
import { isDynamic } from './redirects-file';

export const MAX_STATIC_REDIRECTS = 2000;
export const MAX_DYNAMIC_REDIRECTS = 100;
/** Measured as the host measures it: the line without surrounding white space. */
export const MAX_REDIRECT_LINE_LENGTH = 1000;

export function redirectsFileProblems(text: string): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const counts = { static: 0, dynamic: 0 };
  const firstOver: { static?: number; dynamic?: number } = {};
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (!line || line.startsWith('#')) return;
    if (line.length > MAX_REDIRECT_LINE_LENGTH)
      problems.push(
        `line ${number} is ${line.length} characters; Cloudflare ignores rules over ${MAX_REDIRECT_LINE_LENGTH}, so it would be missing.`,
      );
    const tokens = line.split(/\s+/);
    const from = tokens[0]!;
    if (tokens.length !== 3)
      problems.push(
        `line ${number} has ${tokens.length} parts; Cloudflare reads "from to status" and ignores anything else.`,
      );
    const earlier = seen.get(from);
    if (earlier !== undefined) {
      problems.push(
        `line ${number} redirects "${from}" again (line ${earlier}): Cloudflare applies only the first. Keep one.`,
      );
    } else seen.set(from, number);
    const kind = counts.dynamic > 0 || isDynamic(from) ? 'dynamic' : 'static';
    counts[kind] += 1;
    const limit = kind === 'static' ? MAX_STATIC_REDIRECTS : MAX_DYNAMIC_REDIRECTS;
    if (counts[kind] === limit + 1) firstOver[kind] = number;
  });
  if (firstOver.static !== undefined)
    problems.push(
      `${counts.static} static redirects; Cloudflare reads the first ${MAX_STATIC_REDIRECTS} and ignores the rest, from line ${firstOver.static}. Redirect fewer addresses, or cover them with one pattern.`,
    );
  if (firstOver.dynamic !== undefined)
    problems.push(
      `${counts.dynamic} dynamic redirects (every rule after the first with * or :name counts as one); Cloudflare reads the first ${MAX_DYNAMIC_REDIRECTS} and ignores the rest, from line ${firstOver.dynamic}. Merge patterns, or list static rules first.`,
    );
  return problems;
}
