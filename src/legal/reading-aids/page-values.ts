/**
 * How a value component reads on this site's pages: a rule as its words, a setting as this
 * build's value. The summary table and the terms' definitions show text exactly as the page does.
 */
import type { ValueText } from './read-aids';
import { legalSetting, ruleText } from '../values';
import { site } from '../../config/site';

export const pageValue: ValueText = (name, { name: value = '', path }) => {
  if (name === 'Rule') return ruleText(value);
  if (name === 'Setting')
    return `${legalSetting(site, value)}${value === 'siteUrl' && path ? path : ''}`;
  return undefined;
};
