import { describe, expect, it } from 'vitest';
import { hoistIslandStyles } from './island-styles';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyles', () => {
  it('moves the island stylesheet from the body to the end of the head, once', () => {
    const html = `<html><head><title>T</title></head><body><header>${style}<astro-island></astro-island></header><main>${style}</main></body></html>`;
    expect(hoistIslandStyles(html)).toBe(
      `<html><head><title>T</title>${style}</head><body><header><astro-island></astro-island></header><main></main></body></html>`,
    );
  });

  it('leaves a page without islands as it is', () => {
    const html = '<html><head><style>p{margin:0}</style></head><body><p>Hi</p></body></html>';
    expect(hoistIslandStyles(html)).toBe(html);
  });
});
