/**
 * The headers every response carries, whatever its path: one `/*` rule, because the host keeps
 * only the last of two rules with the same pattern (an earlier split into two `/*` rules lost
 * HSTS, Permissions-Policy, COOP and X-Frame-Options on Cloudflare).
 */
import { CSP_REPORT_GROUP } from './header-policy';

/** Browser features the site never uses, denied to it and to anything it could embed. */
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

/**
 * The site-wide headers around a Content-Security-Policy. With `cspReportUrl`, they also declare
 * the endpoint behind the policy's `report-to` group.
 */
export function securityHeaders(csp: string, cspReportUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing here is meant to be embedded by other sites; share images are fetched by servers, which CORP does not bind.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(cspReportUrl ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl}"` } : {}),
  };
}
