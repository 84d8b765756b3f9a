// Written from the build by `npm run readme:budgets`; e2e/byte-budgets.spec.ts fails on a drift.
import { kilobytes } from '../kilobytes.ts';
import { markdownTable } from '../bench/report.ts';
import { pageOwnBytes } from '../../e2e/support/document-text.ts';
import {
  legalDocument,
  legalDocumentText,
  legalPageWeight,
  type MeasuredPage,
} from '../../e2e/support/byte-budgets.ts';

export const BUDGETS_PAGE = 'docs/performance.md';
const README_BUDGETS_START =
  '<!-- byte-budgets: written by npm run readme:budgets from the build; do not edit by hand -->';
const README_BUDGETS_END = '<!-- /byte-budgets -->';
/** A round figure: `12 KB`. */
const budgetSize = (bytes: number) => `${bytes / 1000} KB`;

/** Every page against its budgets, and the legal documents' two parts. */
export function budgetTables(pages: readonly MeasuredPage[]): string {
  const everyPage = markdownTable(
    'Page | First render | Budget | JS before interaction | Budget | Islands on use | Budget',
    pages.map(({ path, kind, weight, budget }) => [
      path,
      kilobytes(weight.firstRenderBytes),
      kind === legalDocument
        ? `text + ${budgetSize(legalPageWeight)}`
        : budgetSize(budget.firstRenderBytes),
      kilobytes(weight.loadScripts.bytes),
      budgetSize(budget.loadScriptBytes),
      kilobytes(weight.islandScripts.bytes),
      budgetSize(budget.islandScriptBytes),
    ]),
  );
  const documents = markdownTable(
    "Page | Document text | Budget | Page's own weight | Budget",
    pages.flatMap(({ path, weight, text }) =>
      text === undefined || path.includes('/history/')
        ? []
        : [
            [
              path,
              kilobytes(text),
              budgetSize(legalDocumentText),
              kilobytes(pageOwnBytes(weight, text)),
              budgetSize(legalPageWeight),
            ],
          ],
    ),
  );
  return `${everyPage}\n\nThe legal documents' two parts:\n\n${documents}`;
}

/** Throws when the markers are missing. */
export function withBudgetTables(page: string, tables: string): string {
  const start = page.indexOf(README_BUDGETS_START);
  const end = page.indexOf(README_BUDGETS_END);
  if (start === -1 || end < start)
    throw new Error(
      `${BUDGETS_PAGE} has no ${README_BUDGETS_START} … ${README_BUDGETS_END} section`,
    );
  return `${page.slice(0, start + README_BUDGETS_START.length)}\n\n${tables}\n\n${page.slice(end)}`;
}
