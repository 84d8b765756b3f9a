import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's WCAG 2.0–2.2 A and AA violations, one line per failing element. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // Selectors for violations only: a legal page has thousands of passing elements. `options`
    // replaces every option given before it, the tags included, so the tags come after.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    // Without frames, no need for the blank page and second axe that merging frames' results takes.
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
