import { dirname } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const query = '?inline-script';

export async function compileInlineScript(entry: string) {
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

// For code that must run before first paint, or is too small to spend a request on.
export const inlineScripts = (): Plugin => ({
  name: 'inline-scripts',
  async load(id) {
    if (!id.endsWith(query)) return null;
    const { code, inputs } = await compileInlineScript(id.slice(0, -query.length));
    for (const input of inputs) this.addWatchFile(input);
    return `export default ${JSON.stringify(code)};`;
  },
});
