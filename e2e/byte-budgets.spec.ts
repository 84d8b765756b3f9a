/**
 * Byte budgets, measured on the built files so the figures are the same on every run (the
 * budgets and why each is what it is: `e2e/support/byte-budgets.ts`), and the tables of them in
 * docs/performance.md, written by a command so they cannot drift.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { budgetOverruns, formatWeight } from './support/page-weight';
import { pageOwnBytes } from './support/document-text';
import {
  legalDocument,
  legalDocumentText,
  legalPageWeight,
  measureBuiltSite,
} from './support/byte-budgets';
import { kilobytes } from '../tools/kilobytes';
import { BUDGETS_PAGE, budgetTables, withBudgetTables } from '../tools/readme/budget-tables';

/** Measured once for both tests (they run in turn in one worker): compressing every file is most of their time. */
let measured: ReturnType<typeof measureBuiltSite> | undefined;
const builtSite = () => (measured ??= measureBuiltSite());

test('every page keeps to its byte budget and nothing blocks its first render', async () => {
  const report: string[] = [];
  const overruns: string[] = [];
  for (const { path, kind, weight, text, budget } of await builtSite()) {
    expect(
      kind,
      `${path} has no byte budget: add one in e2e/support/byte-budgets.ts`,
    ).toBeDefined();
    expect(
      kind !== legalDocument || text !== undefined,
      `${path} is a legal document's page but has no document column`,
    ).toBe(true);
    const split =
      text === undefined
        ? ''
        : `  (document text ${kilobytes(text)} / ${kilobytes(legalDocumentText)}, page's own weight ${kilobytes(pageOwnBytes(weight, text))} / ${kilobytes(legalPageWeight)})`;
    report.push(formatWeight(path, weight, budget) + split);
    overruns.push(
      ...budgetOverruns(weight, budget).map((overrun) => `${path}: ${overrun}${split}`),
    );
    if (text !== undefined && text > legalDocumentText)
      overruns.push(
        `${path}: the document text is ${kilobytes(text)}, over ${kilobytes(legalDocumentText)}`,
      );
  }
  console.log(`Byte budgets (gzip):\n${report.join('\n')}`);
  expect(overruns).toEqual([]);
});

test(`the byte budgets in ${BUDGETS_PAGE} are the ones measured on this build`, async () => {
  const page = readFileSync(BUDGETS_PAGE, 'utf8');
  const expected = withBudgetTables(page, budgetTables(await builtSite()));
  expect(
    page,
    `${BUDGETS_PAGE} shows other byte budgets than this build has: run npm run readme:budgets (it builds on the day npm test builds for) and commit ${BUDGETS_PAGE}`,
  ).toBe(expected);
});
