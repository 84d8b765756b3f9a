import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** Every WCAG 2.0, 2.1 and 2.2 rule at levels A and AA. */
const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One line per failing element, enough to find and fix it. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * The page's WCAG A/AA violations, one line each. A page without frames is scanned in axe's
 * single-document mode (`axe.run` in the page): the same rules over the same document, without
 * the blank page and second copy of axe that merging results from other frames needs, which took
 * half of each scan's time on the long legal pages. A page with a frame gets the full cross-frame scan.
 * Every rule still runs on every element; only the violations are reported element by element
 * (`resultTypes`), as a selector for each of the thousands of elements that pass on a legal page
 * took about a quarter of its scan.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // `options` replaces every option given before it, the tags included: the tags come after.
    .options({ resultTypes: ['violations'] })
    .withTags(wcagAA)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return describeViolations(violations);
}
