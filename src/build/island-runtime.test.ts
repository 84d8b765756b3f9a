import { describe, expect, it } from 'vitest';
import runtime from 'astro/runtime/server/astro-island.prebuilt.js';
import { deferIslandRuntime, islandRuntimePath } from './island-runtime';

const islands =
  '<astro-island uid="a" client="intent"></astro-island><astro-island uid="b" client="toast"></astro-island>';

describe('deferIslandRuntime', () => {
  it('takes the runtime out of the page and names its file on every island', () => {
    const html = `<body><script>${runtime}</script>${islands}</body>`;
    expect(deferIslandRuntime(html)).toBe(
      `<body><astro-island runtime-url="${islandRuntimePath}" uid="a" client="intent"></astro-island><astro-island runtime-url="${islandRuntimePath}" uid="b" client="toast"></astro-island></body>`,
    );
  });

  it('names the file by its content, among the build chunks', () => {
    expect(islandRuntimePath).toMatch(/^\/_astro\/astro-island\.[\w-]{8}\.js$/);
  });

  it('stops the build at an island whose directive would never fetch the runtime', () => {
    const html = `<body><script>${runtime}</script><astro-island uid="c" client="load"></astro-island></body>`;
    expect(() => deferIslandRuntime(html)).toThrow(/client:load would never hydrate/);
  });

  it('leaves a page without the runtime as it is (no island, or astro dev)', () => {
    const page = `<body><script>(()=>{/* dev */})();</script>${islands}</body>`;
    expect(deferIslandRuntime(page)).toBe(page);
  });
});
