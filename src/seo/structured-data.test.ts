import { expect, it } from 'vitest';
import { serializeJsonLd } from './structured-data';

it('never lets a value close the script element it is written into', () => {
  const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
});
