import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cspHash } from './csp-hash';

// sonner injects a `<style>` the CSP must list by hash; read from the package to survive upgrades.
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
  // sonner appends the <style> empty and fills it later; the browser checks the policy both times.
  return [cspHash(''), cspHash(css)];
}
