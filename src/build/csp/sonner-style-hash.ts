import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cspHash } from './csp-hash';

/**
 * sonner injects its stylesheet at run time as a `<style>` element, which a CSP without
 * `'unsafe-inline'` blocks unless the policy lists the stylesheet's hash. Reading the CSS out of
 * the installed package keeps the hashes right across sonner upgrades, and fails the build loudly
 * if sonner ever changes how it injects styles.
 */
export async function sonnerStyleHashes(): Promise<Array<`sha256-${string}`>> {
  const require = createRequire(import.meta.url);
  const bundle = await readFile(
    require.resolve('sonner').replace(/index\.js$/, 'index.mjs'),
    'utf8',
  );
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(bundle)?.[1];
  if (!literal)
    throw new Error(
      'sonner no longer injects its CSS with __insertCSS(); update src/build/csp/sonner-style-hash.ts',
    );
  const css = JSON.parse(literal) as string;
  // sonner appends the <style> while it is still empty and fills it afterwards; the browser checks
  // the policy at both moments, so the empty stylesheet's hash is needed too (it allows nothing).
  return [cspHash(''), cspHash(css)];
}
