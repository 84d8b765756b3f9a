import { isDynamic, formatRedirectsFile, type RedirectGroup } from './redirects-file';
import { redirectsFileProblems } from './redirects-limits';

const heading = `Redirects for Cloudflare, written by the build: src/build/redirects/cdn-redirects-file.ts
(the list of what asks for them: src/build/redirects/site-redirects.ts).`;

const reaches = (to: string, served: ReadonlySet<string>) =>
  !to.startsWith('/') || served.has(to.replace(/[?#].*$/, ''));

export function cdnRedirectsFile(groups: readonly RedirectGroup[], served: ReadonlySet<string>) {
  const text = formatRedirectsFile(heading, groups);
  const nowhere = groups.flatMap((group) =>
    group.redirects
      .filter((redirect) => !isDynamic(redirect.from) && !reaches(redirect.to, served))
      .map(
        (redirect) => `"${redirect.from}" leads to ${redirect.to}, which the build did not write.`,
      ),
  );
  const problems = [...redirectsFileProblems(text), ...nowhere];
  if (problems.length)
    throw new Error(
      `_redirects would not reach visitors as written:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  return text;
}
