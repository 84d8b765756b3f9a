import { describe, expect, it } from 'vitest';
import { publishedId } from './links-check';
import { headingNumber, type Heading } from '../text/section-numbers';

/** A `##` heading as the outline reads it. */
function heading(title: string, id?: string): Heading {
  const { number, annex } = headingNumber(title);
  return { depth: 2, id, number, annex, title, line: 1 };
}

const published = [
  heading('3. Eligibility', 'eligibility'),
  heading('10. Children’s privacy', 'children'),
  heading('Annex A: Definitions', 'annex-a'),
  heading('Annex B: Consent', 'esign'),
];

describe('the published id for a heading that lost its own', () => {
  it('is the one of the section with the same words, whatever its number now', () => {
    expect(publishedId(heading('11. Children’s privacy'), published, new Set())).toBe('children');
  });

  it('is the one of the section with the same number when its words changed', () => {
    expect(publishedId(heading('3. Who may enter'), published, new Set())).toBe('eligibility');
  });

  it('is an annex’s for an annex, by its words or else its letter', () => {
    expect(publishedId(heading('Annex C: Definitions'), published, new Set())).toBe('annex-a');
    expect(publishedId(heading('Annex B: Electronic consent'), published, new Set())).toBe('esign');
  });

  it('is never an annex’s for a section, nor a section’s for an annex', () => {
    expect(publishedId(heading('Definitions'), published, new Set())).toBeUndefined();
    expect(publishedId(heading('Annex D: Eligibility'), published, new Set())).toBeUndefined();
  });

  it('is none that the version already gives another section', () => {
    expect(publishedId(heading('3. Who may enter'), published, new Set(['eligibility']))).toBe(
      undefined,
    );
  });
});
