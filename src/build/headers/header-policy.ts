import { formatPolicy, mergePolicies, type Policy } from '../csp/csp';

export const CSP_REPORT_GROUP = 'csp';

export function headerPolicy(pagePolicies: readonly Policy[], cspReportUrl?: string): string {
  const reporting = cspReportUrl
    ? { 'report-uri': [cspReportUrl], 'report-to': [CSP_REPORT_GROUP] }
    : {};
  return formatPolicy(mergePolicies(pagePolicies, { 'frame-ancestors': ["'none'"], ...reporting }));
}
