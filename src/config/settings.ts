/**
 * Parses and validates the site-wide settings from environment variables, so a deployment can
 * change brand, URLs and contacts without touching code. Pure: the caller passes the
 * environment, which keeps every rule unit-testable.
 */

/** Every site-wide setting, after validation. */
export interface SiteSettings {
  /** Brand shown in the header, titles and legal text. */
  brandName: string;
  /** One-line promise shown under the headline. */
  tagline: string;
  /** Absolute origin the site is served from, without a trailing slash. */
  siteUrl: string;
  /** Address visitors write to for help; also the address for account cancellation. */
  supportEmail: string;
  /** Where "Get Started" leads; `undefined` when this deployment has none yet. */
  signupUrl: string | undefined;
  /** Company that operates the service and sponsors the sweepstakes. */
  legalEntity: string;
  /** The legal entity's postal address, on one line. */
  postalAddress: string;
  /** Year in the footer's copyright line. */
  copyrightYear: number;
  /** Where browsers report Content-Security-Policy violations; `undefined`: they do not report. */
  cspReportUrl: string | undefined;
}

/** The environment variable that overrides each setting. */
export const settingVariables = {
  brandName: 'PUBLIC_BRAND_NAME',
  tagline: 'PUBLIC_TAGLINE',
  siteUrl: 'PUBLIC_SITE_URL',
  supportEmail: 'PUBLIC_SUPPORT_EMAIL',
  signupUrl: 'PUBLIC_SIGNUP_URL',
  legalEntity: 'PUBLIC_LEGAL_ENTITY',
  postalAddress: 'PUBLIC_POSTAL_ADDRESS',
  copyrightYear: 'PUBLIC_COPYRIGHT_YEAR',
  cspReportUrl: 'PUBLIC_CSP_REPORT_URL',
} as const satisfies Record<keyof SiteSettings, `PUBLIC_${string}`>;

/** Values used when a variable is unset: a neutral example brand on a reserved domain. */
export const defaultSettings = {
  brandName: 'Pollfly',
  tagline: 'Daily surveys for daily rewards. Free to join.',
  siteUrl: 'https://www.pollfly.example',
  supportEmail: 'support@pollfly.example',
  signupUrl: undefined,
  legalEntity: 'Pollfly, Inc.',
  postalAddress: '100 Example Street, Suite 200, San Francisco, CA 94105, United States',
  copyrightYear: 2025,
  cspReportUrl: undefined,
} as const satisfies SiteSettings;

/** A malformed override, reported with the variable's name, its value and what would be valid. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

type Env = Readonly<Record<string, string | undefined>>;

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[A-Za-z]{2,}$/;

function fail(key: keyof SiteSettings, value: string, expected: string): never {
  throw new SettingsError(
    `Invalid site setting ${settingVariables[key]}=${JSON.stringify(value)}: ${expected}.`,
  );
}

/** Reads a variable, treating unset and blank alike, so `VAR=` in a CI file means "default". */
function read(env: Env, key: keyof SiteSettings): string | undefined {
  const raw = env[settingVariables[key]]?.trim();
  return raw ? raw : undefined;
}

function parseHttpUrl(key: 'siteUrl' | 'signupUrl' | 'cspReportUrl', value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(key, value, 'expected an absolute http(s) URL such as https://www.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    fail(key, value, `expected an http(s) URL, not ${url.protocol.slice(0, -1)}`);
  }
  return url.href;
}

function parseSiteUrl(value: string): string {
  const url = new URL(parseHttpUrl('siteUrl', value));
  if (url.pathname !== '/' || url.search || url.hash) {
    fail('siteUrl', value, 'expected the site origin only, without a path, query or fragment');
  }
  return url.origin;
}

/** Browsers report only to secure endpoints; `;` and `,` would end the CSP directive or header value early. */
function parseReportUrl(value: string): string {
  const url = parseHttpUrl('cspReportUrl', value);
  if (!url.startsWith('https:')) fail('cspReportUrl', value, 'expected an https URL: browsers send reports to secure endpoints only');
  if (/[;,]/.test(url)) fail('cspReportUrl', value, 'expected a URL without ";" or ","');
  return url;
}

function parseEmail(value: string): string {
  if (!EMAIL.test(value)) fail('supportEmail', value, 'expected an e-mail address such as help@example.com');
  return value;
}

function parseYear(value: string): number {
  if (!/^\d{4}$/.test(value)) fail('copyrightYear', value, 'expected a four-digit year such as 2025');
  return Number(value);
}

/** Builds the settings from an environment, failing on the first malformed override. */
export function parseSiteSettings(env: Env): SiteSettings {
  const text = (key: 'brandName' | 'tagline' | 'legalEntity' | 'postalAddress') =>
    read(env, key) ?? defaultSettings[key];
  const siteUrl = read(env, 'siteUrl');
  const supportEmail = read(env, 'supportEmail');
  const signupUrl = read(env, 'signupUrl');
  const year = read(env, 'copyrightYear');
  const cspReportUrl = read(env, 'cspReportUrl');
  return {
    brandName: text('brandName'),
    tagline: text('tagline'),
    siteUrl: siteUrl ? parseSiteUrl(siteUrl) : defaultSettings.siteUrl,
    supportEmail: supportEmail ? parseEmail(supportEmail) : defaultSettings.supportEmail,
    signupUrl: signupUrl ? parseHttpUrl('signupUrl', signupUrl) : undefined,
    legalEntity: text('legalEntity'),
    postalAddress: text('postalAddress'),
    copyrightYear: year ? parseYear(year) : defaultSettings.copyrightYear,
    cspReportUrl: cspReportUrl ? parseReportUrl(cspReportUrl) : undefined,
  };
}
