/**
 * A font that lays each text out once. PDFKit's own cache serves only calls without OpenType
 * features, and the PDFs pass features (see `tagged-pdf.ts`), so PDFKit asked fontkit to lay each
 * line out three times: measured, then measured again and encoded as it was drawn. Laying out
 * was two thirds of a render's time. Laid out once, the 11 shipped versions' PDFs, each made
 * twice, took 9.4 s instead of 13.4. fontkit lays the same text out the same way in the same
 * font, so the bytes do not change.
 */
import type { Font, GlyphRun } from 'fontkit';

/** A run of its own, from a pristine one: PDFKit scales the positions of the run it gets in place. */
function copyOf(run: GlyphRun): GlyphRun {
  const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
  return Object.assign(copy, run, {
    positions: run.positions.map((position) => ({ ...position })),
  });
}

export function layingOutOnce(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  const layout: Font['layout'] = (text, features, ...rest) => {
    // Before the call: fontkit adds its defaults to the features object it gets.
    const key = `${JSON.stringify([features, ...rest])}\n${text}`;
    let run = runs.get(key);
    if (!run) {
      run = font.layout(text, features, ...rest);
      runs.set(key, copyOf(run));
      return run;
    }
    return copyOf(run);
  };
  return new Proxy(font, {
    get: (target, property, receiver): unknown =>
      property === 'layout' ? layout : Reflect.get(target, property, receiver),
  });
}
