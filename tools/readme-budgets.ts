// `npm run readme:budgets`, after building for the day `npm test` builds for.
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
