export type Policy = Map<string, string[]>;

/** A page's `<meta>` policy as Astro writes it; group 1 is the policy. */
export const META_POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)"[^>]*>/i;

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

export const formatPolicy = (policy: Policy): string =>
  [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

// `headerOnly`: directives browsers ignore in `<meta>`, such as `frame-ancestors`.
export function mergePolicies(
  policies: readonly Policy[],
  headerOnly: Readonly<Record<string, string[]>> = {},
): Policy {
  const merged: Policy = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy)
      merged.set(name, [...new Set([...(merged.get(name) ?? []), ...sources])]);
  }
  for (const [name, sources] of Object.entries(headerOnly)) merged.set(name, sources);
  return merged;
}
