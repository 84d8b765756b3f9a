import { create, type Font } from 'fontkit';
import { describe, expect, it, vi } from 'vitest';
import { interFonts, layingOutOnce } from './inter-fonts';

const inter = () => create(interFonts().regular) as Font;
const noCalt = () => ({ calt: false });

describe('a font that lays each text out once', () => {
  it('asks fontkit once for each text and features, and answers the same run every time', () => {
    const font = inter();
    const layout = vi.spyOn(font, 'layout');
    const once = layingOutOnce(font);
    const first = once.layout('Official Rules, Section 15', noCalt());
    const again = once.layout('Official Rules, Section 15', noCalt());
    once.layout('Official Rules, Section 15', { calt: true });
    expect(layout).toHaveBeenCalledTimes(2);
    expect(again.glyphs.map((glyph) => glyph.id)).toEqual(first.glyphs.map((glyph) => glyph.id));
    expect(again.positions).toEqual(first.positions);
    expect(again.advanceWidth).toBe(first.advanceWidth);
  });

  it('gives each caller positions of its own, as PDFKit scales them in place', () => {
    const once = layingOutOnce(inter());
    const first = once.layout('AVAWAY Terms', noCalt());
    const width = first.advanceWidth;
    for (const position of first.positions) position.xAdvance *= 2;
    expect(first.advanceWidth).toBe(width * 2);
    const second = once.layout('AVAWAY Terms', noCalt());
    expect(second.advanceWidth).toBe(width);
    for (const position of second.positions) position.xAdvance *= 2;
    expect(once.layout('AVAWAY Terms', noCalt()).advanceWidth).toBe(width);
  });

  it('lays out as fontkit does, kerning included, and is otherwise the font itself', () => {
    const font = inter();
    const once = layingOutOnce(font);
    const direct = font.layout('AVAWAY Terms', noCalt());
    const cached = once.layout('AVAWAY Terms', noCalt());
    expect(cached.positions).toEqual(direct.positions);
    // A and V kerned: the A advances less than its own width.
    expect(cached.positions[0]!.xAdvance).toBeLessThan(cached.glyphs[0]!.advanceWidth);
    expect(once.unitsPerEm).toBe(font.unitsPerEm);
    expect(once.getGlyph(36)).toBe(font.getGlyph(36));
  });
});
