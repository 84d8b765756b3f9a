import type { Result } from 'axe-core';

/** Every WCAG 2.0, 2.1 and 2.2 rule at levels A and AA. */
export const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One line per failing element, enough to find and fix it. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
