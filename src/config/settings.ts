// Pure: the caller passes the environment, which keeps every rule unit-testable.
import { z } from 'astro/zod';
import type { Language } from '../i18n/catalogue';
import { isTimeZone } from '../lib/zoned-time.ts';
import type { Env } from './build-mode.ts';
import {
  isTranslatedLanguage,
  translatedLanguages,
  type TranslatedLanguage,
} from '../legal/files.ts';

export const settingVariables = {
  brandName: 'PUBLIC_BRAND_NAME',
  tagline: 'PUBLIC_TAGLINE',
  taglineEs: 'PUBLIC_TAGLINE_ES',
  siteUrl: 'PUBLIC_SITE_URL',
  supportEmail: 'PUBLIC_SUPPORT_EMAIL',
  signupUrl: 'PUBLIC_SIGNUP_URL',
  legalEntity: 'PUBLIC_LEGAL_ENTITY',
  postalAddress: 'PUBLIC_POSTAL_ADDRESS',
  copyrightYear: 'PUBLIC_COPYRIGHT_YEAR',
  cspReportUrl: 'PUBLIC_CSP_REPORT_URL',
  surveyDataValue: 'PUBLIC_SURVEY_DATA_VALUE',
  surveyDataValueEs: 'PUBLIC_SURVEY_DATA_VALUE_ES',
  privacyPhone: 'PUBLIC_PRIVACY_PHONE',
  arbitrationProvider: 'PUBLIC_ARBITRATION_PROVIDER',
  arbitrationRules: 'PUBLIC_ARBITRATION_RULES',
  arbitrationRulesUrl: 'PUBLIC_ARBITRATION_RULES_URL',
  legalUntranslated: 'PUBLIC_LEGAL_UNTRANSLATED',
  legalTimeZone: 'PUBLIC_LEGAL_TIME_ZONE',
} as const satisfies Record<keyof SiteSettings, `PUBLIC_${string}`>;

/** What a legal document may quote, and a production build must not leave at its example value. */
export const legalFactSettings = [
  'brandName',
  'legalEntity',
  'postalAddress',
  'supportEmail',
  'siteUrl',
  'surveyDataValue',
  'surveyDataValueEs',
  'privacyPhone',
  'arbitrationProvider',
  'arbitrationRules',
  'arbitrationRulesUrl',
] as const;

// Each message completes "Invalid site setting VAR="value": …", so it says what would be valid.
// `abort` stops at the first failed rule: "not a URL" says all there is to say about "www.acme.test".
const protocol = (url: string) => new URL(url).protocol.slice(0, -1);

const httpUrl = z
  .string()
  .refine((value) => URL.canParse(value), {
    error: 'expected an absolute http(s) URL such as https://www.example.com',
    abort: true,
  })
  .refine((value) => ['http', 'https'].includes(protocol(value)), {
    error: (issue) => `expected an http(s) URL, not ${protocol(String(issue.input))}`,
    abort: true,
  })
  .transform((value) => new URL(value).href);

const isOrigin = (url: URL) => url.pathname === '/' && !url.search && !url.hash;

const siteOrigin = httpUrl
  .refine((href) => isOrigin(new URL(href)), {
    error: 'expected the site origin only, without a path, query or fragment',
    abort: true,
  })
  .transform((href) => new URL(href).origin);

/** Browsers report only to secure endpoints; `;` and `,` would end the CSP directive or header value early. */
const reportUrl = httpUrl
  .refine((href) => href.startsWith('https:'), {
    error: 'expected an https URL: browsers send reports to secure endpoints only',
    abort: true,
  })
  .refine((href) => !/[;,]/.test(href), { error: 'expected a URL without ";" or ","' });

const translatedLanguageList = z
  .string()
  .transform((value) => value.split(',').map((language) => language.trim()))
  .refine((list) => list.every(isTranslatedLanguage), {
    error: `expected a comma-separated list of languages the legal texts are translated into: ${translatedLanguages.join(', ')}`,
  })
  .transform((list) => [...new Set(list)] as TranslatedLanguage[]);

const amount = (error: string) => z.string().regex(/\d/, { error });

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[A-Za-z]{2,}$/;

const settingsSchema = z.object({
  brandName: z.string().default('Pollfly'),
  tagline: z.string().default('Daily surveys for daily rewards. Free to join.'),
  taglineEs: z.string().default('Encuestas y recompensas diarias. Registro gratuito.'),
  siteUrl: siteOrigin.default('https://www.pollfly.example'),
  supportEmail: z
    .string()
    .regex(EMAIL, { error: 'expected an e-mail address such as help@example.com' })
    .default('support@pollfly.example'),
  signupUrl: httpUrl.optional(),
  legalEntity: z.string().default('Pollfly, Inc.'),
  postalAddress: z
    .string()
    .default('100 Example Street, Suite 200, San Francisco, CA 94105, United States'),
  copyrightYear: z
    .string()
    .regex(/^\d{4}$/, { error: 'expected a four-digit year such as 2025' })
    .transform(Number)
    .default(2025),
  cspReportUrl: reportUrl.optional(),
  /** The Notice of Financial Incentive's estimate of the data's value (11 CCR § 7016). */
  surveyDataValue: amount(
    'expected an amount with its unit, such as "$0.40 per completed survey"',
  ).default('$0.00 (example value)'),
  surveyDataValueEs: amount(
    'expected an amount with its unit in Spanish, such as "$0.40 por encuesta completada"',
  ).default('$0.00 (valor de ejemplo)'),
  /** Civ. Code § 1798.130(a)(1)(A): required unless only online, and mail entries are not. */
  privacyPhone: z
    .string()
    .regex(/^(\+?1[ .-]?)?\(?8(00|33|44|55|66|77|88)\)?[ .-]?\d{3}[ .-]?\d{4}$/, {
      error: 'expected a US toll-free number such as 1-800-555-0199',
    })
    .default('1-800-555-0100 (example number)'),
  /** Without an article (also the rules' name), so the English and the Spanish sentence read it. */
  arbitrationProvider: z.string().default('American Arbitration Association (AAA)'),
  arbitrationRules: z.string().default('Consumer Arbitration Rules'),
  arbitrationRulesUrl: httpUrl.default('https://www.adr.org/consumer'),
  /** Languages that may show the English legal text, with a notice, while untranslated. */
  legalUntranslated: translatedLanguageList.default([]),
  /** Versions take effect at 00:00 here; programme times and the daily build follow it too. */
  legalTimeZone: z
    .string()
    .refine(isTimeZone, { error: 'expected an IANA time zone name such as America/New_York' })
    .default('America/New_York'),
});

export type SiteSettings = z.output<typeof settingsSchema>;

/** The shipped example values, which a production build refuses for the facts a legal text quotes. */
export const defaultSettings: SiteSettings = settingsSchema.parse({});

export class SettingsError extends Error {
  override name = 'SettingsError';
}

export function parseSiteSettings(env: Env): SiteSettings {
  // Unset and blank alike, so `VAR=` in a CI file means "default".
  const overrides = Object.fromEntries(
    Object.entries(settingVariables).map(([key, variable]) => [
      key,
      env[variable]?.trim() || undefined,
    ]),
  );
  const result = settingsSchema.safeParse(overrides);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path[0] as keyof typeof settingVariables;
    return `Invalid site setting ${settingVariables[key]}=${JSON.stringify(overrides[key])}: ${issue.message}.`;
  });
  throw new SettingsError(lines.join('\n'));
}

export const taglineIn = (settings: SiteSettings, language: Language): string =>
  ({ en: settings.tagline, es: settings.taglineEs })[language];
