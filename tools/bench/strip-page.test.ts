import { describe, expect, it } from 'vitest';
import { stripPage } from './strip-page';

describe('stripPage', () => {
  it('removes every stylesheet and script and inline style, and keeps the content', () => {
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Terms</title>
      <link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/m.js">
      <style>p{color:red}</style><script>paint()</script></head>
      <body><h1 style="color:red" class="big">Terms</h1><img src="/logo.svg" alt="">
      <astro-island component-url="/i.js"><select><option>System</option></select></astro-island>
      <script type="module" src="/i.js"></script></body></html>`;
    const stripped = stripPage(html);
    expect(stripped).not.toMatch(/<script|<style|stylesheet|modulepreload|style=/);
    for (const kept of [
      '<title>Terms</title>',
      '<link rel="icon" href="/favicon.svg">',
      '<h1 class="big">Terms</h1>',
      '<img src="/logo.svg" alt="">',
      '<option>System</option>',
    ]) {
      expect(stripped).toContain(kept);
    }
  });
});
