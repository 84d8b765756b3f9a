// resvg as WebAssembly: no headless browser and no platform binary, so every machine builds alike.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

let ready: Promise<void> | undefined;

function loadResvg(): Promise<void> {
  const require = createRequire(import.meta.url);
  ready ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then(initWasm);
  return ready;
}

export async function svgToPng(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  await loadResvg();
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
  return new Uint8Array(png);
}
