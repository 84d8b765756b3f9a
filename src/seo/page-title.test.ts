import { expect, it } from 'vitest';
import { MAX_TITLE_LENGTH, pageTitle } from './page-title';

it('follows one template and never runs past what search results show', () => {
  expect(
    pageTitle('Pollfly', 'Daily surveys for daily rewards. Free to join.', 'Terms of Service'),
  ).toBe('Terms of Service · Pollfly');
  expect(pageTitle('Pollfly', 'Daily surveys for daily rewards. Free to join.')).toBe(
    'Pollfly: Daily surveys for daily rewards. Free to join.',
  );
  const long = 'A tagline far too long to fit in a search result title without being cut';
  expect(pageTitle('Pollfly', long)).toBe('Pollfly');
  expect(
    pageTitle('Pollfly', 'Daily surveys for daily rewards. Free to join.').length,
  ).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
});
