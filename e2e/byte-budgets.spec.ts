/**
 * Byte budgets, measured on the built files so the figures are the same on every run.
 * 1 KB = 1000 bytes. A short page's first render must fit in the first round trip with room to
 * spare for the response headers (about 14 KB in all). A legal document's page has two budgets:
 * its text (the words, summaries and definitions included) and its own weight (the rest of the
 * first render: markup, CSS, scripts), so longer text can never hide heavier markup. JavaScript
 * that runs or is fetched before any interaction may be little more than Astro's island runtime (about 1.8 KB) and the inline theme controller: React and the islands
 * load only when a visitor uses one, and never hold back the first paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages } from '../tools/built-pages';
import { budgetOverruns, formatWeight, measurePage, type AssetReader } from './support/page-weight';
import { documentTextBytes, pageOwnBytes } from './support/document-text';
import { kilobytes } from '../tools/kilobytes';

const shortPage = 12_000;
/**
 * The landing page carries, beside each call to action, the abbreviated rules the law requires
 * wherever the sweepstakes is advertised (0.35 KB of text, the second copy nearly free under gzip):
 * they do not fit the 0.2 KB the page had left, so its budget is the short page's plus them.
 */
const landingPage = 12_500;
/** A legal document's page: its first render is budgeted as its text plus its own weight, below. */
const legalDocument = 'legal document';
/** A legal page's own weight: what the single 30 KB budget left beside the text of the Terms (10.7 KB) before summaries, rounded up. */
const legalPageWeight = 20_000;
/** The words of a legal document; the Terms, the longest, are 12.4 KB with their summaries. */
const legalDocumentText = 16_000;
const firstRenderBudgets: Record<string, number | typeof legalDocument> = {
  '/': landingPage,
  '/support': shortPage,
  '/promotions': shortPage,
  '/404': shortPage,
  '/privacy': legalDocument,
  '/terms': legalDocument,
  '/official-rules': legalDocument,
  '/privacy/history': shortPage,
  '/terms/history': shortPage,
  '/official-rules/history': shortPage,
};
const loadScriptBudget = 4_000;
const islandScriptBudget = 85_000;

const readBuilt: AssetReader = (urlPath) => {
  try {
    return readFileSync(join('dist', urlPath));
  } catch {
    return undefined;
  }
};

test('every page keeps to its byte budget and nothing blocks its first render', async () => {
  const report: string[] = [];
  const overruns: string[] = [];
  for (const { path, file } of await builtPages()) {
    // A document's versions and comparisons carry its text, so they get its budget; a programme's terms are a short page.
    const kind = firstRenderBudgets[path] ?? (/\/history\/\d/.test(path) ? legalDocument : path.startsWith('/promotions/') ? shortPage : undefined);
    expect(kind, `${path} has no byte budget: add one above`).toBeDefined();
    const html = readFileSync(file, 'utf8');
    const weight = measurePage(html, path, readBuilt);
    const text = kind === legalDocument ? documentTextBytes(html) : undefined;
    expect(kind !== legalDocument || text !== undefined, `${path} is a legal document's page but has no document column`).toBe(true);
    // A legal page's first render may hold its text and, beside it, at most the page's own weight.
    const budget = { firstRenderBytes: text === undefined ? (kind as number) : text + legalPageWeight, loadScriptBytes: loadScriptBudget, islandScriptBytes: islandScriptBudget };
    const split = text === undefined ? '' : `  (document text ${kilobytes(text)} / ${kilobytes(legalDocumentText)}, page's own weight ${kilobytes(pageOwnBytes(weight, text))} / ${kilobytes(legalPageWeight)})`;
    report.push(formatWeight(path, weight, budget) + split);
    overruns.push(...budgetOverruns(weight, budget).map((overrun) => `${path}: ${overrun}${split}`));
    if (text !== undefined && text > legalDocumentText) overruns.push(`${path}: the document text is ${kilobytes(text)}, over ${kilobytes(legalDocumentText)}`);
  }
  console.log(`Byte budgets (gzip):\n${report.join('\n')}`);
  expect(overruns).toEqual([]);
});
