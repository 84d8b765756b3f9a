import { cacheRules, servedPath } from './cache-rules';
import { formatHeadersFile, headersSetTwice, type HeaderRule } from './headers-file';
import { headersFileProblems } from './headers-limits';
import { securityHeaders } from './security-headers';

const heading = `Response headers for Cloudflare (and Netlify), written by the build: src/build/headers/cdn-headers-file.ts.
S3 + CloudFront do not read this file: see docs/deploying.md.`;

// Every served path, plus a missing one per folder: what the 404 is sent for.
function pathsToCheck(files: readonly string[]): string[] {
  const folders = new Set(files.map((file) => file.split('/').slice(0, -1).join('/')));
  return [
    ...files.map(servedPath),
    ...[...folders].map((folder) => `${folder ? `/${folder}` : ''}/no-such-file`),
  ];
}

export function cdnHeadersFile(
  files: readonly string[],
  csp: string,
  cspReportUrl?: string,
  preview = false,
): string {
  const rules: HeaderRule[] = [
    {
      pattern: '/*',
      headers: {
        ...securityHeaders(csp, cspReportUrl),
        ...(preview && { 'X-Robots-Tag': 'noindex' }),
      },
      comment: 'Every response, the not-found page included.',
    },
    ...cacheRules(files),
  ];
  const text = formatHeadersFile(heading, rules);
  const problems = [...headersFileProblems(text), ...headersSetTwice(rules, pathsToCheck(files))];
  if (problems.length)
    throw new Error(
      `_headers would not reach visitors as written:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  return text;
}
