/**
 * `openLegalContent` runs the legal content's stages in the build's order, root cause first: each
 * text on its own (what its loader refuses), then the texts among themselves (the library), then
 * the programmes that name the Official Rules, then the sign-up consent wording. A stage with
 * problems stops the later ones, so an editor sees the cause, not its echoes; `npm run
 * legal:check`, which opens a folder through the same function, stops where the build stops.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  consentFixture,
  openSources,
  registerOf,
  versionSource,
  type Sources,
} from './legal-sources.fixture';
import { CONSENT_SOURCE } from '../consent/consent-source';
import { formatProblem } from '../problems';

const TERMS = 'content/legal/terms.mdx';
const REGISTER = 'content/legal/register.json';
const RULES = 'content/legal/official-rules.mdx';
const PROGRAMME = 'content/promotions/daily-cash-2027.yaml';
const SPANISH_PROGRAMME = 'content/promotions/es/daily-cash-2027.yaml';
const BUILD_DAY = '2027-01-10';

const programmeFixture = (name: string) =>
  readFileSync(new URL(`../check/fixtures/promotions/${name}`, import.meta.url), 'utf8');

/** Terms and Official Rules of 2025-01-01, and a programme those Rules govern, in English and Spanish. */
const content: Sources = {
  [TERMS]: versionSource({
    date: '2025-01-01',
    body: '## 1. Accounts {#accounts}\n\n<InShort>Who may open an account.</InShort>\n\nYou must be 18.\n',
  }),
  [RULES]: versionSource({
    title: 'Official Rules',
    date: '2025-01-01',
    body: '## 1. Eligibility {#eligibility}\n\n<InShort>Who may enter.</InShort>\n\nYou must be 18, as the [Terms](/terms#accounts) say.\n',
  }),
  [PROGRAMME]: programmeFixture('daily-cash-2027.yaml'),
  [SPANISH_PROGRAMME]: programmeFixture('es/daily-cash-2027.yaml'),
};

function edit(sources: Sources, file: string, find: string, replacement: string): Sources {
  const text = sources[file] ?? (file === CONSENT_SOURCE ? consentFixture : '');
  if (!text.includes(find)) throw new Error(`no "${find}" in ${file}`);
  return { ...sources, [file]: text.replace(find, replacement) };
}

/** One mistake in each stage: a text's frontmatter, a link between texts, a programme, the consent wording. */
const loaderMistake = (sources: Sources) => edit(sources, TERMS, 'title: Terms', 'title: "Terms');
const libraryMistake = (sources: Sources) =>
  edit(sources, RULES, '/terms#accounts', '/terms#account');
// In the translation: an edit to the English terms would also leave the translation behind them.
const programmeMistake = (sources: Sources) =>
  edit(sources, SPANISH_PROGRAMME, 'drawings: Un sorteo', 'drawings: " "\n# Un sorteo');
const consentMistake = (sources: Sources) =>
  edit(sources, CONSENT_SOURCE, 'agreement:', 'agreements:');

/** `sources` with every text registered as it stands: published, so no date is refused. */
const registered = (sources: Sources) => ({ ...sources, [REGISTER]: registerOf(sources) });

const lines = async (sources: Sources) =>
  (await openSources(registered(sources), { buildDay: BUILD_DAY })).problems.map(formatProblem);

describe('each stage stops the later ones', () => {
  const everyStage = loaderMistake(libraryMistake(programmeMistake(consentMistake(content))));

  it('a text its loader refuses is reported alone', async () => {
    expect(await lines(everyStage)).toMatchInlineSnapshot(`
      [
        "content/legal/terms.mdx:2: a quote opened on this line is never closed — add the closing quote, or remove the opening one",
      ]
    `);
  });

  it('then the texts among themselves', async () => {
    expect(await lines(libraryMistake(programmeMistake(consentMistake(content)))))
      .toMatchInlineSnapshot(`
      [
        "content/legal/official-rules.mdx:15: the link "/terms#account" points at no section of /terms — use one of its ids: accounts",
      ]
    `);
  });

  it('then the programmes', async () => {
    expect(await lines(programmeMistake(consentMistake(content)))).toMatchInlineSnapshot(`
      [
        "content/promotions/es/daily-cash-2027.yaml:4: field "drawings" is empty — translate the English drawings (content/promotions/daily-cash-2027.yaml:10) into this field",
      ]
    `);
  });

  it('then the consent wording', async () => {
    expect(await lines(consentMistake(content))).toMatchInlineSnapshot(`
      [
        "content/legal/consent.yaml:1: "agreements" is not a consent item — the items are agreement, esign, financial-incentive, existing-account-agreement: correct its name or remove it",
        "content/legal/consent.yaml:1: the consent item "agreement" is missing — add "agreement:" with its wording in English (en) and Spanish (es)",
      ]
    `);
  });

  it('and without mistakes, the library, the programmes, the consent wording and the findings', async () => {
    const opened = await openSources(registered(content), { buildDay: BUILD_DAY });
    expect(opened.problems).toEqual([]);
    if (!opened.library) throw new Error('the content did not open');
    expect(opened.library.documents.map(({ name }) => name)).toEqual(['terms', 'official-rules']);
    expect(opened.programmes.map(({ file }) => file)).toEqual([PROGRAMME]);
    expect(opened.consent.en.map(({ id }) => id)).toEqual([
      'agreement',
      'esign',
      'financial-incentive',
      'existing-account-agreement',
    ]);
    // What a production build would refuse is listed, not stopped on, by every build.
    expect(opened.findings.length).toBeGreaterThan(0);
  });
});

describe('a published text that changed', () => {
  const changed = edit(registered(content), TERMS, 'You must be 18.', 'You must be 21.');

  it('stops the build, but is not a mistake the legal commands record', async () => {
    const opened = await openSources(changed, { buildDay: BUILD_DAY });
    expect(opened.problems.map(formatProblem)).toMatchInlineSnapshot(`
      [
        "content/legal/terms.mdx:5: the text of the version of January 1, 2025 has changed since it was published — to publish the change as a new version, run npm run legal:archive -- terms (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run npm run legal:correct -- terms 2025-01-01 "what was corrected"",
      ]
    `);
    expect(opened.library ? [] : opened.mistakes).toEqual([]);
  });

  it('is listed after the mistakes: fixing them is an edit too', async () => {
    const opened = await openSources(libraryMistake(changed), { buildDay: BUILD_DAY });
    expect(opened.problems.map(formatProblem)).toMatchInlineSnapshot(`
      [
        "content/legal/official-rules.mdx:15: the link "/terms#account" points at no section of /terms — use one of its ids: accounts",
        "content/legal/official-rules.mdx:5: the text of the version of January 1, 2025 has changed since it was published — to publish the change as a new version, run npm run legal:archive -- official-rules (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run npm run legal:correct -- official-rules 2025-01-01 "what was corrected"",
        "content/legal/terms.mdx:5: the text of the version of January 1, 2025 has changed since it was published — to publish the change as a new version, run npm run legal:archive -- terms (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run npm run legal:correct -- terms 2025-01-01 "what was corrected"",
      ]
    `);
    expect(opened.library ? [] : opened.mistakes.map(({ file }) => file)).toEqual([RULES]);
  });
});
