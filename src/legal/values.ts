/**
 * The values a legal text shows with `<Rule name="…" />` and `<Setting name="…" />`: rules from
 * `config/rules.ts`, settings from this build's. The check and the page read the same lists.
 */
import { rules, type RuleName } from '../config/rules.ts';
import { legalFactSettings, type SiteSettings } from '../config/settings.ts';
import { t, type Language } from '../i18n/catalogue.ts';
import { localizedPath } from '../i18n/page-language.ts';

export const ruleNames = Object.keys(rules) as RuleName[];

const isRule = (name: string): name is RuleName => Object.hasOwn(rules, name);
const isSetting = (name: string): name is (typeof legalFactSettings)[number] =>
  (legalFactSettings as readonly string[]).includes(name);

/** A rule's words in a text's language: most read alike everywhere; those that are words do not ("one", "una"). */
export const ruleText = (name: RuleName, language: Language) =>
  t(language).legalText.ruleWords(name, rules[name]);

/** How a value tag reads; `undefined` for another tag, or a name the check refuses. */
export type ValueText = (
  tag: string,
  attributes: Readonly<Record<string, string | undefined>>,
) => string | undefined;

/**
 * Value tags as a text in `language` shows them on this site: a setting with `path`, the full
 * address of that page in the text's language (`<Setting name="siteUrl" path="/promotions" />`).
 */
export const valueText =
  (settings: SiteSettings, language: Language): ValueText =>
  (tag, { name = '', path }) => {
    if (tag === 'Rule') return isRule(name) ? ruleText(name, language) : undefined;
    if (tag !== 'Setting' || !isSetting(name)) return undefined;
    const value = String(settings[name]);
    return name === 'siteUrl' && path ? `${value}${localizedPath(language, path)}` : value;
  };

/** Where a setting's words link to: the support address opens an e-mail, the site's and the arbitration rules' addresses their pages. */
export const settingHref = (name: string, value: string): string | undefined =>
  name === 'supportEmail'
    ? `mailto:${value}`
    : name === 'siteUrl' || name === 'arbitrationRulesUrl'
      ? value
      : undefined;
