/**
 * Content-Security-Policy text: parsing the per-page policies Astro writes into `<meta>` and
 * merging them into the one policy the CDN sends as a header for every path.
 */

export type Policy = Map<string, string[]>;

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

export function formatPolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The union of several policies, directive by directive, plus any directives that only work as
 * a header (`frame-ancestors` is ignored in `<meta>`). Sources keep their first-seen order.
 */
export function mergePolicies(
  policies: readonly Policy[],
  headerOnly: Readonly<Record<string, string[]>> = {},
): Policy {
  const merged: Policy = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy) {
      merged.set(name, [...new Set([...(merged.get(name) ?? []), ...sources])]);
    }
  }
  for (const [name, sources] of Object.entries(headerOnly)) merged.set(name, sources);
  return merged;
}
