/**
 * How a value component reads on this site's pages: a rule as its words in the text's language,
 * a setting as this build's value (an address on the site, its page in the text's language). The
 * summary table and the terms' definitions show text exactly as the page does.
 */
import type { ValueText } from './find-aids';
import { ruleText, settingText } from '../values';
import { site } from '../../config/site';
import type { Language } from '../../i18n/catalogue';

export const pageValueIn =
  (language: Language): ValueText =>
  (name, { name: value = '', path }) => {
    if (name === 'Rule') return ruleText(value, language);
    if (name === 'Setting') return settingText(site, value, path, language);
    return undefined;
  };
