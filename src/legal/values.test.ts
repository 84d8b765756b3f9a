import { describe, expect, it } from 'vitest';
import { ruleText, valueText } from './values';
import { parseSiteSettings } from '../config/settings';
import { rules } from '../config/rules';

describe('ruleText', () => {
  it('gives the rules whose values are words in the language of the text', () => {
    expect(ruleText('entriesPerDay', 'es')).toBe('una');
    expect(ruleText('arbitrationVenue', 'es')).toBe('el Condado de San Francisco, California');
    expect(ruleText('entriesPerDay', 'en')).toBe(rules.entriesPerDay);
    expect(ruleText('arbitrationVenue', 'en')).toBe(rules.arbitrationVenue);
  });

  it('gives numbers and amounts alike in every language, from rules.ts', () => {
    for (const name of ['minimumAge', 'taxIdThreshold', 'governingLaw'] as const)
      expect(ruleText(name, 'es')).toBe(rules[name]);
  });
});

describe('valueText', () => {
  const words = valueText(parseSiteSettings({ PUBLIC_SITE_URL: 'https://site.test' }), 'es');

  it('writes a setting, a site address in the text’s language, and a rule’s words', () => {
    expect(words('Setting', { name: 'siteUrl', path: '/promotions' })).toBe(
      'https://site.test/es/promotions',
    );
    expect(words('Rule', { name: 'entriesPerDay' })).toBe('una');
  });

  it('reads no words for a name the check refuses, or another tag', () => {
    expect(words('Rule', { name: 'entriesPerWeek' })).toBeUndefined();
    expect(words('Setting', { name: 'cspReportUrl' })).toBeUndefined();
    expect(words('Term', {})).toBeUndefined();
  });
});
