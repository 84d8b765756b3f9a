import { describe, expect, it } from 'vitest';
import { wordDifference } from './word-difference';

describe('wordDifference', () => {
  it('quotes the words that differ with a few words either side', () => {
    const built = 'one two three four five six seven eight nine ten';
    expect(wordDifference('one two three four 5 six seven eight nine ten', built)).toBe(
      'from word 5: saved "… two three four 5 six seven eight …", this build "… two three four five six seven eight …"',
    );
  });

  it('shows a difference at the start or the end without an ellipsis on that side', () => {
    expect(wordDifference('A two three', 'one two three')).toBe(
      'from word 1: saved "A two three", this build "one two three"',
    );
    expect(wordDifference('one two three four', 'one two three')).toBe(
      'from word 4: saved "one two three four", this build "one two three"',
    );
  });

  it('cuts a long difference short', () => {
    const long = Array.from({ length: 40 }, (_, index) => `w${index}`).join(' ');
    expect(wordDifference(`x ${long}`, `y ${long.toUpperCase()}`)).toBe(
      'from word 1: saved "x w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 …", this build "y W0 W1 W2 W3 W4 W5 W6 W7 W8 W9 W10 …"',
    );
  });
});
