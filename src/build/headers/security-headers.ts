// One `/*` rule: the host keeps only the last of two rules with the same pattern.
import { CSP_REPORT_GROUP } from './header-policy';

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
