import { describe, expect, it } from 'vitest';
import { cdnRedirectsFile } from './cdn-redirects-file';
import { redirectsFileProblems } from './redirects-limits';
import { siteRedirects } from './site-redirects';
import { publishedVersions } from './published-versions.fixture';

/** Every address a file's versions are read at, as the build would have written them. */
const servedFor = (groups: ReturnType<typeof siteRedirects>) =>
  new Set(groups.flatMap((group) => group.redirects.map((redirect) => redirect.to)));

describe('cdnRedirectsFile', () => {
  it('fits a history of 30 versions of each of 3 documents, each corrected 3 times, within the limits', () => {
    const groups = siteRedirects(publishedVersions({ versions: 30, corrections: 3 }));
    const text = cdnRedirectsFile(groups, servedFor(groups));
    const rules = text.split('\n').filter((line) => line.startsWith('/'));
    // 90 versions × (1 current + 3 earlier hashes), 3 × 29 comparisons' first addresses, and the 4 page spellings.
    expect(rules).toHaveLength(451);
    expect(redirectsFileProblems(text)).toEqual([]);
    expect(rules.at(-1)).toBe('/*/ /:splat 308');
  });

  it('refuses a static redirect to an address the build did not write, naming it', () => {
    const groups = siteRedirects(publishedVersions({ documents: 1, versions: 2, corrections: 0 }));
    const served = servedFor(groups);
    served.delete('/privacy/history/2020-01-01');
    expect(() => cdnRedirectsFile(groups, served)).toThrow(
      /leads to \/privacy\/history\/2020-01-01, which the build did not write\./,
    );
  });

  it('refuses a file over a limit, with the reason: 90 versions corrected 22 times are 2,159 static rules', () => {
    const groups = siteRedirects(publishedVersions({ versions: 30, corrections: 22 }));
    expect(() => cdnRedirectsFile(groups, servedFor(groups))).toThrow(
      '_redirects would not reach visitors as written:\n  - 2159 static redirects; Cloudflare reads the first 2000 and ignores the rest, from line 2007.',
    );
  });
});
