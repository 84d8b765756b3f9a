/**
 * Byte budgets, measured on the built files so the figures are the same on every run.
 * 1 KB = 1000 bytes. A short page's first render must fit in the first round trip with room to
 * spare for the response headers (about 14 KB in all); legal documents carry long text and get
 * 30 KB. JavaScript that runs or is fetched before any interaction may be little more than
 * Astro's island runtime (about 1.8 KB) and the inline theme controller: React and the islands
 * load only when a visitor uses one, and never hold back the first paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages } from '../tools/built-pages';
import { budgetOverruns, formatWeight, measurePage, type AssetReader } from './support/page-weight';

const shortPage = 12_000;
const legalDocument = 30_000;
const firstRenderBudgets: Record<string, number> = {
  '/': shortPage,
  '/support': shortPage,
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
    // A document's versions and comparisons carry its text, so they get its budget.
    const firstRenderBytes = firstRenderBudgets[path] ?? (/\/history\/\d/.test(path) ? legalDocument : undefined);
    expect(firstRenderBytes, `${path} has no byte budget: add one above`).toBeDefined();
    const budget = { firstRenderBytes: firstRenderBytes!, loadScriptBytes: loadScriptBudget, islandScriptBytes: islandScriptBudget };
    const weight = measurePage(readFileSync(file, 'utf8'), path, readBuilt);
    report.push(formatWeight(path, weight, budget));
    overruns.push(...budgetOverruns(weight, budget).map((overrun) => `${path}: ${overrun}`));
  }
  console.log(`Byte budgets (gzip):\n${report.join('\n')}`);
  expect(overruns).toEqual([]);
});
