// The host counts every rule after the first dynamic one as dynamic: static rules come first.
type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export type Redirect = { from: string; to: string; status: RedirectStatus };

export type RedirectGroup = { comment: string; redirects: readonly Redirect[] };

export const isDynamic = (from: string) => /\*|:[A-Za-z]\w*/.test(from);

const comment = (text: string) => text.split('\n').map((line) => `# ${line}`.trimEnd());
const ruleLine = ({ from, to, status }: Redirect) => `${from} ${to} ${status}`;

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
