/**
 * An "In short" summary may be as long as about 50 words run in its language: 300 characters in
 * English, 360 in Spanish, which says the same in 15–20% more characters.
 */
import { describe, expect, it } from 'vitest';
import { readOutline } from '../source/outline';
import { summaryMaxCharacters } from './find-aids';
import { lintReadingAids } from '../check/summaries-and-terms';

/** A one-section text whose summary is `length` characters long, a rule's words counted as read. */
const text = (length: number) => {
  const opening = 'Arbitraje en <Rule name="arbitrationVenue" />. ';
  const read = 'Arbitraje en el Condado de San Francisco, California. '.length;
  return `## 1. Participación {#entries}\n\n<InShort>${opening}${'x'.repeat(length - read)}</InShort>\n`;
};

const limitProblems = (length: number, language: 'en' | 'es') =>
  lintReadingAids(readOutline(text(length)).tree, language).filter((problem) =>
    problem.problem.includes('over the limit'),
  );

describe('the longest summary', () => {
  it('is one number per language', () => {
    expect(summaryMaxCharacters('en')).toBe(300);
    expect(summaryMaxCharacters('es')).toBe(360);
  });

  it('counts a Spanish summary against Spanish’s limit, with its rules read in Spanish', () => {
    expect(limitProblems(360, 'es')).toEqual([]);
    expect(limitProblems(361, 'es').map((problem) => problem.problem)).toEqual([
      'this "In short" summary is 361 characters, over the limit of 360',
    ]);
  });

  it('holds an English text to 300, its rules read in English', () => {
    // The venue reads 7 characters shorter in English: "San Francisco County, California".
    expect(limitProblems(307, 'en')).toEqual([]);
    expect(limitProblems(308, 'en').map((problem) => problem.problem)).toEqual([
      'this "In short" summary is 301 characters, over the limit of 300',
    ]);
  });
});
