/**
 * The values a legal document can render with `<Rule name="…" />` and `<Setting name="…" />`.
 * Rendering and the build-time check share these lists, so they can never drift apart.
 */
import { rules, type RuleName } from '../config/rules.ts';
import { legalFactSettings, type SiteSettings } from '../config/settings.ts';
import { t, type Language } from '../i18n/catalogue.ts';
import { defaultLanguage, localizedPath } from '../i18n/page-language.ts';

export const ruleNames = Object.keys(rules) as RuleName[];

function unknown(component: string, name: string, valid: readonly string[]): Error {
  return new Error(
    `<${component} name="${name}" /> is unknown. Valid names are: ${valid.join(', ')}`,
  );
}

/**
 * The words a reader sees for a business rule, in the language of the text that states it: most
 * values (numbers, amounts) read alike in every language; those that are words the catalogue
 * gives in each language ("one", "una").
 */
export function ruleText(name: string, language: Language = defaultLanguage): string {
  if (!Object.hasOwn(rules, name)) throw unknown('Rule', name, ruleNames);
  return t(language).legalText.ruleWords(name as RuleName, rules[name as RuleName]);
}

/** Where a setting's words link to: the support address opens an e-mail, the site's and the arbitration rules' addresses their pages. */
export const settingHref = (name: string, value: string): string | undefined =>
  name === 'supportEmail'
    ? `mailto:${value}`
    : name === 'siteUrl' || name === 'arbitrationRulesUrl'
      ? value
      : undefined;

/**
 * A setting as a legal text shows it: its value, and for `siteUrl` with a `path` the full address
 * of that page, in the text's language (`<Setting name="siteUrl" path="/promotions" />`); a name
 * documents may not use is an error.
 */
export function settingText(
  settings: SiteSettings,
  name: string,
  path: string | undefined,
  language: Language,
): string {
  if (!(legalFactSettings as readonly string[]).includes(name))
    throw unknown('Setting', name, legalFactSettings);
  const value = settings[name as (typeof legalFactSettings)[number]];
  return `${value}${name === 'siteUrl' && path ? localizedPath(language, path) : ''}`;
}
