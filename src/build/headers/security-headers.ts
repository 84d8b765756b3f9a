import { formatPolicy, mergePolicies, type Policy } from '../csp/csp';

export const CSP_REPORT_GROUP = 'csp';

export function headerPolicy(pagePolicies: readonly Policy[], cspReportUrl?: string): string {
  const reporting = cspReportUrl
    ? { 'report-uri': [cspReportUrl], 'report-to': [CSP_REPORT_GROUP] }
    : {};
  return formatPolicy(mergePolicies(pagePolicies, { 'frame-ancestors': ["'none'"], ...reporting }));
}

const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'interest-cohort',
];

// One `/*` rule: the host keeps only the last of two rules with the same pattern.
export const securityHeaders = (csp: string, cspReportUrl?: string): Record<string, string> => ({
  'Content-Security-Policy': csp,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Nothing is for other sites to embed; servers fetch share images, and CORP does not bind them.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  ...(cspReportUrl ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl}"` } : {}),
});
