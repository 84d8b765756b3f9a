import { describe, expect, it } from 'vitest';
import { ruleText } from './values';
import { rules } from '../config/rules';

describe('ruleText', () => {
  it('gives the rules whose values are words in the language of the text', () => {
    expect(ruleText('entriesPerDay', 'es')).toBe('una');
    expect(ruleText('arbitrationVenue', 'es')).toBe('el Condado de San Francisco, California');
    expect(ruleText('entriesPerDay', 'en')).toBe(rules.entriesPerDay);
    expect(ruleText('arbitrationVenue')).toBe(rules.arbitrationVenue);
  });

  it('gives numbers and amounts alike in every language, from rules.ts', () => {
    for (const name of ['minimumAge', 'taxIdThreshold', 'governingLaw'] as const)
      expect(ruleText(name, 'es')).toBe(rules[name]);
  });

  it('refuses a rule that does not exist, naming the valid ones', () => {
    expect(() => ruleText('entriesPerWeek', 'es')).toThrow(
      /<Rule name="entriesPerWeek" \/> is unknown/,
    );
  });
});
