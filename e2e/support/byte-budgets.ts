// Shared by the gate and docs/performance.md's tables, so the docs show what the gate checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../../tools/built-pages.ts';
import { measurePage, type AssetReader, type Budget, type PageWeight } from './page-weight.ts';
import { documentTextBytes } from './document-text.ts';
import { unlocalizedPath } from '../../src/i18n/page-language.ts';

/** With about 1.5 KB of headers, still within the first round trip (10 segments of 1,460 bytes). */
const shortPage = 12_500;
/** Plus the abbreviated rules beside each call to action, and the opt-in each entry claim names. */
const landingPage = shortPage + 600;
/** Budgeted as its text plus its own weight, so longer text can never hide heavier markup. */
export const legalDocument = 'legal document';
/** A legal page's first render beside its text: markup, CSS, scripts, contents list. */
export const legalPageWeight = 22_000;
/** The Terms, the longest, with their summaries: 17.3 KB in English, 19.8 KB in Spanish. */
export const legalDocumentText = 20_000;
/** Need not fit the first round trip: a reader comes from a document's page, CSS cached. */
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
/** Astro's island runtime and the inline theme controller: the islands load only on use. */
const loadScriptBudget = 4_000;
const islandScriptBudget = 85_000;

/** A document's versions and comparisons, and a programme's Promotion Terms, are legal text. */
function firstRenderBudgetOf(localized: string) {
  // The same budget in every language: Spanish runs longer, but within the same room.
  const path = unlocalizedPath(localized).path;
  return (
    firstRenderBudgets[path] ??
    (/\/history\/\d/.test(path) || path.startsWith('/promotions/') ? legalDocument : undefined)
  );
}

export interface MeasuredPage {
  path: string;
  /** `undefined` for a page with no budget yet (the gate fails on it). */
  kind: number | typeof legalDocument | undefined;
  weight: PageWeight;
  /** The document text's bytes, on a legal document's page. */
  text: number | undefined;
  budget: Budget;
}

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
    const text = kind === legalDocument ? documentTextBytes(html) : undefined;
    const firstRenderBytes =
      text === undefined ? (typeof kind === 'number' ? kind : 0) : text + legalPageWeight;
    return {
      path,
      kind,
      weight: measurePage(html, path, readBuilt),
      text,
      budget: {
        firstRenderBytes,
        loadScriptBytes: loadScriptBudget,
        islandScriptBytes: islandScriptBudget,
      },
    };
  });
}
