import { expect, it } from 'vitest';
import { formatPolicy, mergePolicies, parsePolicy } from './csp';

it('merges page policies into one header policy, adding header-only directives', () => {
  const home = parsePolicy(
    "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-s';",
  );
  const terms = parsePolicy("default-src 'self';script-src 'self' 'sha256-b' 'sha256-a'");
  expect(formatPolicy(mergePolicies([home, terms], { 'frame-ancestors': ["'none'"] }))).toBe(
    "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'sha256-s'; frame-ancestors 'none'",
  );
});
