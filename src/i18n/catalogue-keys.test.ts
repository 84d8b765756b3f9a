import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../legal/problems';
import { languageRecord, languages, t } from './catalogue';
import {
  catalogueKeyProblems,
  catalogueKeys,
  keyLine,
  type CatalogueSource,
} from './catalogue-keys';
import { controlling } from './fixtures/controlling';
import { translation } from './fixtures/translation';

const source = (language: string, file: string, strings: object): CatalogueSource => ({
  language,
  file,
  text: readFileSync(file, 'utf8'),
  strings,
});

const en = source('en', 'src/i18n/fixtures/controlling.ts', controlling);
const xx = source('xx', 'src/i18n/fixtures/translation.ts', translation);

describe('catalogueKeys', () => {
  it('lists every string and string function by its dotted path', () => {
    expect(catalogueKeys(controlling)).toEqual([
      'skipLink',
      'theme.label',
      'theme.choices.light',
      'theme.choices.dark',
      'notFound.title',
      'notFound.home',
      'size',
    ]);
  });
});

describe('keyLine', () => {
  it('finds each segment from the line of the one before, in a group written on one line too', () => {
    expect(keyLine(en.text, ['notFound', 'title'])).toBe(9);
    expect(keyLine(en.text, ['theme', 'choices', 'dark'])).toBe(6);
  });

  it('stops at the group when the key itself is not written', () => {
    expect(keyLine(xx.text, ['theme', 'choices', 'dark'])).toBe(6);
    expect(keyLine(xx.text, ['size'])).toBe(2);
  });
});

describe('catalogueKeyProblems', () => {
  it('reports each key the translation lacks and each it alone has, with file, line and fix', () => {
    expect(catalogueKeyProblems([en, xx]).map(formatProblem)).toEqual([
      `src/i18n/fixtures/translation.ts:6: the xx catalogue lacks "theme.choices.dark", which en has — add "theme.choices.dark" here, translating en's string in src/i18n/fixtures/controlling.ts:6`,
      `src/i18n/fixtures/translation.ts:2: the xx catalogue lacks "size", which en has — add "size" here, translating en's string in src/i18n/fixtures/controlling.ts:12`,
      `src/i18n/fixtures/translation.ts:10: the xx catalogue has "notFound.search", which en lacks, so no page shows it — remove it, or add it to src/i18n/fixtures/controlling.ts first`,
    ]);
  });

  it('finds nothing when every language has the same keys', () => {
    expect(catalogueKeyProblems([en, { ...en, language: 'yy' }])).toEqual([]);
  });

  it("finds nothing in the site's own catalogues", () => {
    const sources = languages.map((language) =>
      source(language, languageRecord(language).catalogueFile, t(language)),
    );
    expect(catalogueKeyProblems(sources)).toEqual([]);
  });
});
