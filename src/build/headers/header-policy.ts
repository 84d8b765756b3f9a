/**
 * The Content-Security-Policy the CDN sends with every response: the union of the page policies
 * (Astro writes one into each page's `<meta>`, with the hashes of its inline scripts and styles)
 * plus what a policy can only do as a header: forbid framing, and say where to report
 * violations. Browsers ignore `frame-ancestors`, `report-uri` and `report-to` in `<meta>`.
 */
import { formatPolicy, mergePolicies, type Policy } from '../csp/csp';

/** The reporting group `report-to` names; `Reporting-Endpoints` gives its URL (see security-headers.ts). */
export const CSP_REPORT_GROUP = 'csp';

export function headerPolicy(pagePolicies: readonly Policy[], cspReportUrl?: string): string {
  const reporting = cspReportUrl
    ? { 'report-uri': [cspReportUrl], 'report-to': [CSP_REPORT_GROUP] }
    : {};
  return formatPolicy(mergePolicies(pagePolicies, { 'frame-ancestors': ["'none'"], ...reporting }));
}
