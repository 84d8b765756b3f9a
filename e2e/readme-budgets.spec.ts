/** The byte-budget tables of docs/performance.md are the build's: written by a command, so they cannot drift. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { measureBuiltSite } from './support/byte-budgets';
import { BUDGETS_PAGE, budgetTables, withBudgetTables } from '../tools/readme/budget-tables';

test(`the byte budgets in ${BUDGETS_PAGE} are the ones measured on this build`, async () => {
  const page = readFileSync(BUDGETS_PAGE, 'utf8');
  const expected = withBudgetTables(page, budgetTables(await measureBuiltSite('dist')));
  expect(
    page,
    `${BUDGETS_PAGE} shows other byte budgets than this build has: run npm run readme:budgets (it builds on the day npm test builds for) and commit ${BUDGETS_PAGE}`,
  ).toBe(expected);
});
