/**
 * Parses and validates the site-wide settings from environment variables, so a deployment can
 * change brand, URLs and contacts without touching code. Pure: the caller passes the
 * environment, which keeps every rule unit-testable.
 */
import { z } from 'astro/zod';
import type { Language } from '../i18n/catalogue';
import { isTimeZone } from '../lib/zoned-time.ts';
import type { Env } from './build-mode.ts';
import {
  isTranslatedLanguage,
  translatedLanguages,
  type TranslatedLanguage,
} from '../legal/translations/languages.ts';

/** The environment variable that overrides each setting. */
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

/**
 * Values used when a variable is unset: a neutral example brand on a reserved domain. (The schema
 * below checks their types: a `satisfies SiteSettings` here would make the two types circular.)
 */
export const defaultSettings = {
  brandName: 'Pollfly',
  tagline: 'Daily surveys for daily rewards. Free to join.',
  taglineEs: 'Encuestas diarias, recompensas diarias. Unirse es gratis.',
  siteUrl: 'https://www.pollfly.example',
  supportEmail: 'support@pollfly.example',
  signupUrl: undefined,
  legalEntity: 'Pollfly, Inc.',
  postalAddress: '100 Example Street, Suite 200, San Francisco, CA 94105, United States',
  copyrightYear: 2025,
  cspReportUrl: undefined,
  surveyDataValue: '$0.00 (example value)',
  surveyDataValueEs: '$0.00 (valor de ejemplo)',
  privacyPhone: '1-800-555-0100 (example number)',
  arbitrationProvider: 'American Arbitration Association (AAA)',
  arbitrationRules: 'Consumer Arbitration Rules',
  arbitrationRulesUrl: 'https://www.adr.org/consumer',
  legalUntranslated: [],
  legalTimeZone: 'America/New_York',
} as const;

/** Who runs the service and how to reach it: what the legal text may quote, and what a production build must not leave at its example value. */
const identifyingSettings = [
  'brandName',
  'legalEntity',
  'postalAddress',
  'supportEmail',
  'siteUrl',
] as const;

/**
 * Facts about the operator's business that the legal text states and only the operator can know
 * (the estimated value of survey data, the toll-free number for privacy requests, the arbitration
 * provider and rules its counsel chose): the Privacy Policy and the Terms quote them, and a
 * production build refuses them at their example value, like the identifying settings (the
 * arbitration settings, whose example is a real choice, only while unset: `realExampleSettings`).
 */
const operatorFactSettings = [
  'surveyDataValue',
  'surveyDataValueEs',
  'privacyPhone',
  'arbitrationProvider',
  'arbitrationRules',
  'arbitrationRulesUrl',
] as const;

/** Every setting a legal document may quote, and that a production build must not leave at its example value. */
export const legalFactSettings = [...identifyingSettings, ...operatorFactSettings] as const;

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

/** A comma-separated list of the languages the legal texts are translated into: `es`. */
const translatedLanguageList = z
  .string()
  .transform((value) => value.split(',').map((language) => language.trim()))
  .refine((list) => list.every(isTranslatedLanguage), {
    error: `expected a comma-separated list of languages the legal texts are translated into: ${translatedLanguages.join(', ')}`,
  })
  .transform((list) => [...new Set(list)] as TranslatedLanguage[]);

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[A-Za-z]{2,}$/;

const settingsSchema = z.object({
  /** Brand shown in the header, titles and legal text. */
  brandName: z.string().default(defaultSettings.brandName),
  /** One-line promise shown under the headline. */
  tagline: z.string().default(defaultSettings.tagline),
  /** The same promise in Spanish, for the Spanish pages. */
  taglineEs: z.string().default(defaultSettings.taglineEs),
  /** Absolute origin the site is served from, without a trailing slash. */
  siteUrl: siteOrigin.default(defaultSettings.siteUrl),
  /** Address visitors write to for help; also the address for account cancellation. */
  supportEmail: z
    .string()
    .regex(EMAIL, { error: 'expected an e-mail address such as help@example.com' })
    .default(defaultSettings.supportEmail),
  /** Where "Get Started" leads; `undefined` when this deployment has none yet. */
  signupUrl: httpUrl.optional(),
  /** Company that operates the service and sponsors the sweepstakes. */
  legalEntity: z.string().default(defaultSettings.legalEntity),
  /** The legal entity's postal address, on one line. */
  postalAddress: z.string().default(defaultSettings.postalAddress),
  /** Year in the footer's copyright line. */
  copyrightYear: z
    .string()
    .regex(/^\d{4}$/, { error: 'expected a four-digit year such as 2025' })
    .transform(Number)
    .default(defaultSettings.copyrightYear),
  /** Where browsers report Content-Security-Policy violations; `undefined`: they do not report. */
  cspReportUrl: reportUrl.optional(),
  /**
   * The good-faith estimate of the value of a consumer's data to the business, stated in the
   * Privacy Policy's Notice of Financial Incentive (Cal. Code Regs. tit. 11, § 7016): a figure and
   * its unit, as the operator's counsel approves it, such as "$0.40 per completed survey".
   */
  surveyDataValue: z
    .string()
    .regex(/\d/, {
      error: 'expected an amount with its unit, such as "$0.40 per completed survey"',
    })
    .default(defaultSettings.surveyDataValue),
  /**
   * The same estimate as the Spanish translations of the Privacy Policy state it, in US Spanish
   * (`<Setting name="surveyDataValueEs" />`), such as "$0.40 por encuesta completada".
   */
  surveyDataValueEs: z
    .string()
    .regex(/\d/, {
      error: 'expected an amount with its unit in Spanish, such as "$0.40 por encuesta completada"',
    })
    .default(defaultSettings.surveyDataValueEs),
  /**
   * The toll-free telephone number at which consumers may make privacy requests, stated in the
   * Privacy Policy (Civ. Code § 1798.130(a)(1)(A) requires one of a business that does not
   * operate exclusively online, and mail entries are collected offline).
   */
  privacyPhone: z
    .string()
    .regex(/^(\+?1[ .-]?)?\(?8(00|33|44|55|66|77|88)\)?[ .-]?\d{3}[ .-]?\d{4}$/, {
      error: 'expected a US toll-free number such as 1-800-555-0199',
    })
    .default(defaultSettings.privacyPhone),
  /**
   * The arbitration provider's proper name, without an article, so that the English and the
   * Spanish sentence both read it: `American Arbitration Association (AAA)`. Counsel chooses it.
   */
  arbitrationProvider: z.string().default(defaultSettings.arbitrationProvider),
  /** The proper name of the provider's rules for a consumer's arbitration, without an article: `Consumer Arbitration Rules`. */
  arbitrationRules: z.string().default(defaultSettings.arbitrationRules),
  /** Where a consumer reads those rules and how to file: the provider's page. */
  arbitrationRulesUrl: httpUrl.default(defaultSettings.arbitrationRulesUrl),
  /**
   * The languages whose pages may be published while a legal version in force or announced has no
   * translation in them: they then show the English text with a notice. A production build
   * otherwise refuses (`src/legal/translations/missing-translations.ts`).
   */
  legalUntranslated: translatedLanguageList.default([]),
  /**
   * The one legal time zone: a legal version takes effect at 00:00 here on its date, a programme's
   * times are written here, and the daily build runs just after midnight here (docs/deploying.md).
   */
  legalTimeZone: z
    .string()
    .refine(isTimeZone, { error: 'expected an IANA time zone name such as America/New_York' })
    .default(defaultSettings.legalTimeZone),
});

/** Every site-wide setting, after validation. */
export type SiteSettings = z.output<typeof settingsSchema>;

/** Malformed overrides, one line each, with the variable's name, its value and what would be valid. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** Builds the settings from an environment; throws a SettingsError naming every malformed override. */
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

/** Which setting holds the tagline in each language the site speaks. */
const taglineSettings = { en: 'tagline', es: 'taglineEs' } as const satisfies Record<
  Language,
  keyof SiteSettings
>;

/** The tagline in a language: `PUBLIC_TAGLINE` in English, `PUBLIC_TAGLINE_ES` in Spanish. */
export function taglineIn(settings: SiteSettings, language: Language): string {
  return settings[taglineSettings[language]];
}
