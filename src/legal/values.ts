// What `<Rule name="…" />` and `<Setting name="…" />` show: one list for the check and the page.
import { rules, type RuleName } from '../config/rules.ts';
import { legalFactSettings, type SiteSettings } from '../config/settings.ts';
import { t, type Language } from '../i18n/catalogue.ts';
import { localizedPath } from '../i18n/page-language.ts';

export const ruleNames = Object.keys(rules) as RuleName[];
const isRule = (name: string): name is RuleName => Object.hasOwn(rules, name);
const isSetting = (name: string): name is (typeof legalFactSettings)[number] =>
  (legalFactSettings as readonly string[]).includes(name);

/** Most rules read alike everywhere; those that are words do not ("one", "una"). */
export const ruleText = (name: RuleName, language: Language) =>
  t(language).legalText.ruleWords(name, rules[name]);

/** `undefined` for another tag, or a name the check refuses. */
export type ValueText = (
  tag: string,
  attributes: Readonly<Record<string, string | undefined>>,
) => string | undefined;

/** A setting with `path` is that page's full address in the text's language. */
export const valueText =
  (settings: SiteSettings, language: Language): ValueText =>
  (tag, { name = '', path }) => {
    if (tag === 'Rule') return isRule(name) ? ruleText(name, language) : undefined;
    if (tag !== 'Setting' || !isSetting(name)) return undefined;
    const value = String(settings[name]);
    return name === 'siteUrl' && path ? `${value}${localizedPath(language, path)}` : value;
  };

/** The support address opens an e-mail; the site's and arbitration rules' addresses their pages. */
export const settingHref = (name: string, value: string): string | undefined =>
  name === 'supportEmail'
    ? `mailto:${value}`
    : name === 'siteUrl' || name === 'arbitrationRulesUrl'
      ? value
      : undefined;
