/**
 * The `_redirects` file that Cloudflare (Workers static assets and Pages) applies before serving
 * a file: one `from to status` rule a line, `#` comments. A rule whose `from` has a `*` or a
 * `:placeholder` is dynamic; any other is static. The host counts every rule after the first
 * dynamic one as dynamic, so the file lists every static rule first.
 */

/** The status codes the host accepts for a redirect (200, a rewrite, is not one the site uses). */
type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export interface Redirect {
  /** A path on the site, `/legal/sha256/…`, or a pattern with `*` and `:name`. */
  from: string;
  /** Where to: a path, or with `:splat` and placeholders the matched parts. */
  to: string;
  status: RedirectStatus;
}

/** The redirects one part of the site asks for, with what they are for (written above them). */
export interface RedirectGroup {
  comment: string;
  redirects: readonly Redirect[];
}

/** Whether the host reads `from` as a pattern: a splat or a placeholder. */
export const isDynamic = (from: string) => /\*|:[A-Za-z]\w*/.test(from);

const comment = (text: string) => text.split('\n').map((line) => `# ${line}`.trimEnd());
const ruleLine = ({ from, to, status }: Redirect) => `${from} ${to} ${status}`;

/**
 * The file text: the heading, then each group's static rules, then each group's dynamic ones,
 * every group under its comment, so each rule counts against the limit it belongs to.
 */
export function formatRedirectsFile(heading: string, groups: readonly RedirectGroup[]): string {
  const lines = comment(heading);
  for (const dynamic of [false, true]) {
    for (const group of groups) {
      const rules = group.redirects.filter((redirect) => isDynamic(redirect.from) === dynamic);
      if (rules.length) lines.push('', ...comment(group.comment), ...rules.map(ruleLine));
    }
  }
  return `${lines.join('\n')}\n`;
}
