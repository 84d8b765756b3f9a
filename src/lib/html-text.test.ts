import { expect, it } from 'vitest';
import { htmlToText } from './html-text';

it('turns a rendered heading into the text a screen reader announces', () => {
  expect(htmlToText('9. Children&#39;s <em>privacy</em> &amp; safety')).toBe(
    "9. Children's privacy & safety",
  );
  expect(htmlToText('A&nbsp;&#x2014;\n  B &unknown;')).toBe('A \u2014 B &unknown;');
});
