import { expect, it } from 'vitest';
import { stageFailureLine } from './stop-at-stage';

it('words a problem in an editor file as one line naming the stage and the file', () => {
  const error = new Error(
    `content/legal/terms.mdx:11: the PDF's font, Inter, has no glyph for "→" (U+2192) — write a character`,
    { cause: new Error('the PDF cannot') },
  );
  expect(stageFailureLine('legal-pdf', error)).toBe(
    `[ERROR] [legal-pdf] content/legal/terms.mdx:11: the PDF's font, Inter, has no glyph for "→" (U+2192) — write a character (this stage stopped the build; tell a developer, so the content check refuses it first)`,
  );
});

it("leaves the site's own errors, which name no file line, to keep their stack trace", () => {
  expect(stageFailureLine('legal-pdf', new TypeError('x is undefined'))).toBeUndefined();
});
