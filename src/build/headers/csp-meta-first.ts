// A `<meta>` CSP governs only what follows it, and Astro writes it late in `<head>`.
import { META_POLICY } from '../csp/csp';

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

export function policyFirst(html: string): string {
  const policy = META_POLICY.exec(html)?.[0];
  if (!policy || !CHARSET.test(html)) return html;
  return html.replace(policy, '').replace(CHARSET, (charset) => charset + policy);
}
