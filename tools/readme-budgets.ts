/**
 * `npm run readme:budgets`: builds the site for the day `npm test` builds for, measures
 * dist/ and writes the byte-budget tables of docs/performance.md from it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { measureBuiltSite } from '../e2e/support/byte-budgets.ts';
import { BUDGETS_PAGE, budgetTables, withBudgetTables } from './readme/budget-tables.ts';

const page = await readFile(BUDGETS_PAGE, 'utf8');
const updated = withBudgetTables(page, budgetTables(await measureBuiltSite('dist')));
await writeFile(BUDGETS_PAGE, updated);
console.log(
  updated === page
    ? `${BUDGETS_PAGE}: the byte budgets already match the build.`
    : `${BUDGETS_PAGE}: wrote the byte budgets measured on dist/.`,
);
