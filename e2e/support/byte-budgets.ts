/**
 * The byte budgets and the measurement of every built page against them, shared by the budget
 * gate (`e2e/byte-budgets.spec.ts`) and the command that writes the tables of docs/performance.md
 * (`npm run readme:budgets`), so the figures the docs show are the ones the gate checks.
 * 1 KB = 1000 bytes. A short page's first render must fit in the first round trip with room to
 * spare for the response headers (about 14 KB in all). A legal document's page has two budgets:
 * its text (the words, summaries and definitions included) and its own weight (the rest of the
 * first render: markup, CSS, scripts), so longer text can never hide heavier markup.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../../tools/built-pages.ts';
import { measurePage, type AssetReader, type Budget, type PageWeight } from './page-weight.ts';
import { documentTextBytes } from './document-text.ts';
import { unlocalizedPath } from '../../src/i18n/page-language.ts';

/**
 * 12.5 KB: with the response headers (about 1.5 KB) it still fits the first round trip (10
 * segments of 1,460 bytes). It was 12 KB; every page now carries the link to itself in the other
 * language, and Spanish says the same in 15–20% more words.
 */
const shortPage = 12_500;
/**
 * The landing page carries, beside each call to action, the abbreviated rules the law requires
 * wherever the sweepstakes is advertised (0.35 KB of text, the second copy nearly free under gzip):
 * they do not fit the 0.2 KB the page had left, so its budget is the short page's plus them.
 */
const landingPage = shortPage + 500;
/** A legal document's page: its first render is budgeted as its text plus its own weight, below. */
export const legalDocument = 'legal document';
/**
 * A legal page's own weight: what the single 30 KB budget left beside the text of the Terms (10.7
 * KB) before summaries, rounded up, plus 1 KB for the languages: the header's language link, the
 * `hreflang` alternates, on a translated page the line saying the English version controls, and a
 * Spanish page's contents list, whose headings Spanish says in more words; plus 1 KB for the
 * contents list of the Terms of November 26, 2026, whose arbitration section has twelve
 * subsections (the Spanish Terms' page weighs 21.5 KB beside its text).
 */
export const legalPageWeight = 22_000;
/**
 * The words of a legal document. The Terms of November 26, 2026, the longest, are 16.2 KB with
 * their summaries in English and 18.4 KB in Spanish: a complete arbitration agreement (fees, mass
 * arbitration, opt-out) and the ESIGN disclosures, which the law requires in full.
 */
export const legalDocumentText = 20_000;
/**
 * A document's history lists each version with the points of what it changed (up to 12 of 300
 * characters) and whether it is in force, upcoming or never took effect: four Terms versions,
 * two of them withdrawn, weigh 13.4 KB in Spanish. It need not fit the first round trip: a reader
 * comes to it from a document's page, with the site's CSS already cached.
 */
const historyPage = 15_000;
const firstRenderBudgets: Record<string, number | typeof legalDocument> = {
  '/': landingPage,
  '/support': shortPage,
  '/promotions': shortPage,
  '/404': shortPage,
  '/privacy': legalDocument,
  '/terms': legalDocument,
  '/official-rules': legalDocument,
  '/privacy/history': historyPage,
  '/terms/history': historyPage,
  '/official-rules/history': historyPage,
};
/**
 * JavaScript that runs or is fetched before any interaction may be little more than Astro's
 * island runtime (about 1.8 KB) and the inline theme controller: React and the islands load
 * only when a visitor uses one, and never hold back the first paint.
 */
const loadScriptBudget = 4_000;
const islandScriptBudget = 85_000;

/**
 * A page's kind of first-render budget: a document's versions and comparisons carry its text, and
 * a programme's Promotion Terms are terms too, part of the Official Rules, so they get its budget.
 */
function firstRenderBudgetOf(localized: string) {
  // A page has the same budget in every language: Spanish runs longer, but within the same room.
  const path = unlocalizedPath(localized).path;
  return (
    firstRenderBudgets[path] ??
    (/\/history\/\d/.test(path) || path.startsWith('/promotions/') ? legalDocument : undefined)
  );
}

export interface MeasuredPage {
  path: string;
  /** Its kind of budget; `undefined` for a page that has none yet (the gate fails on it). */
  kind: number | typeof legalDocument | undefined;
  weight: PageWeight;
  /** The document text's bytes, on a legal document's page that has a document column. */
  text: number | undefined;
  budget: Budget;
}

/** Every page of the build in `dir`, measured against its budget. */
export async function measureBuiltSite(dir = 'dist'): Promise<MeasuredPage[]> {
  const readBuilt: AssetReader = (urlPath) => {
    try {
      return readFileSync(join(dir, urlPath));
    } catch {
      return undefined;
    }
  };
  return (await builtPages(dir)).map(({ path, file }) => {
    const kind = firstRenderBudgetOf(path);
    const html = readFileSync(file, 'utf8');
    const weight = measurePage(html, path, readBuilt);
    const text = kind === legalDocument ? documentTextBytes(html) : undefined;
    // A legal page's first render may hold its text and, beside it, at most the page's own weight.
    const firstRenderBytes =
      text === undefined ? (typeof kind === 'number' ? kind : 0) : text + legalPageWeight;
    return {
      path,
      kind,
      weight,
      text,
      budget: {
        firstRenderBytes,
        loadScriptBytes: loadScriptBudget,
        islandScriptBytes: islandScriptBudget,
      },
    };
  });
}
