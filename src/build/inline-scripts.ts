import { dirname } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const query = '?inline-script';

export interface InlineScript {
  code: string;
  /** Every file bundled into it, for the dev server to watch. */
  inputs: string[];
}

/** The module at `entry`, bundled and minified into one classic script that runs its default export. */
export async function compileInlineScript(entry: string): Promise<InlineScript> {
  const resolveDir = dirname(entry);
  const { outputFiles, metafile } = await build({
    stdin: {
      contents: `import run from ${JSON.stringify(entry)};\nrun();`,
      resolveDir,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    metafile: true,
    absWorkingDir: resolveDir,
  });
  const inputs = Object.keys(metafile.inputs).filter((input) => input !== '<stdin>');
  return {
    code: outputFiles[0]!.text.trim(),
    inputs: inputs.map((input) => new URL(input, `file://${resolveDir}/`).pathname),
  };
}

/**
 * `import code from './module.ts?inline-script'` gives the module, compiled by
 * {@link compileInlineScript}, as a string for an inline `<script>` (see `InlineScript.astro`).
 * It is for the little code that must run before first paint (the theme controller) or that a
 * page should not spend a request on before anyone uses it (the copy buttons); the page's CSP
 * allows it by hash. Written in TypeScript with imports like any module, and
 * unit-tested as the very script the pages run.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'inline-scripts',
    async load(id) {
      if (!id.endsWith(query)) return null;
      const { code, inputs } = await compileInlineScript(id.slice(0, -query.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
