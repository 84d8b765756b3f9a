/**
 * `npm run readme:budgets`: builds the site for the day `npm test` builds for, measures
 * dist/ and writes the README's byte-budget tables from it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { measureBuiltSite } from '../e2e/support/byte-budgets.ts';
import { budgetTables, withBudgetTables } from './readme/budget-tables.ts';

const readme = await readFile('README.md', 'utf8');
const updated = withBudgetTables(readme, budgetTables(await measureBuiltSite('dist')));
await writeFile('README.md', updated);
console.log(
  updated === readme
    ? 'README.md: the byte budgets already match the build.'
    : 'README.md: wrote the byte budgets measured on dist/.',
);
