// The tags editors may write in a legal text and the values they show, listed once for all readers.
import { rules, type RuleName } from '../config/rules.ts';
import { legalFactSettings, type SiteSettings } from '../config/settings.ts';
import { t, type Language } from '../i18n/catalogue.ts';
import { localizedPath } from '../i18n/page-language.ts';

export const isRule = (name: string): name is RuleName => Object.hasOwn(rules, name);
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

export function settingHref(name: string, value: string): string | undefined {
  if (name === 'supportEmail') return `mailto:${value}`;
  return name === 'siteUrl' || name === 'arbitrationRulesUrl' ? value : undefined;
}

interface EditorTag {
  names?: readonly string[];
  /** Shows the words it wraps, which plain-text readings keep. */
  readingAid?: true;
  selfClosing?: { example: string };
}

const editorTags = {
  Rule: { names: Object.keys(rules), selfClosing: { example: '<Rule name="…" />' } },
  Setting: { names: legalFactSettings, selfClosing: { example: '<Setting name="…" />' } },
  Ref: { selfClosing: { example: '<Ref to="…" />' } },
  Lettered: {},
  InShort: { readingAid: true },
  Define: { readingAid: true },
  Term: { readingAid: true },
} as const satisfies Record<string, EditorTag>;

type EditorTagName = keyof typeof editorTags;

/** The tags the page renders: all but the values, which the compile writes as words. */
export type RenderedTagName = {
  [Name in EditorTagName]: (typeof editorTags)[Name] extends { names: readonly string[] }
    ? never
    : Name;
}[EditorTagName];

const tag = (name: string): EditorTag | undefined =>
  Object.hasOwn(editorTags, name) ? editorTags[name as EditorTagName] : undefined;

export const editorTagNames = Object.keys(editorTags) as readonly EditorTagName[];
export const valueNamesOf = (name: string): readonly string[] | undefined => tag(name)?.names;
export const isEditorTag = (name: string) => tag(name) !== undefined;
export const isReadingAid = (name: string) => tag(name)?.readingAid === true;
export const selfClosingExample = (name: string): string | undefined =>
  tag(name)?.selfClosing?.example;
