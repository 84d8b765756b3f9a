/** The README's byte-budget tables are the build's: written by a command, so they cannot drift. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { measureBuiltSite } from './support/byte-budgets';
import { budgetTables, withBudgetTables } from '../tools/readme/budget-tables';

test("the README's byte budgets are the ones measured on this build", async () => {
  const readme = readFileSync('README.md', 'utf8');
  const expected = withBudgetTables(readme, budgetTables(await measureBuiltSite('dist')));
  expect(
    readme,
    'README.md shows other byte budgets than this build has: run npm run readme:budgets (it builds on the day npm test builds for) and commit README.md',
  ).toBe(expected);
});
