import { expect, it } from 'vitest';
import { legalTextModules } from './integration';

const transform = (code: string, id: string) => {
  const { handler } = legalTextModules('/site/content/legal').transform as {
    handler: (code: string, id: string) => { code: string } | undefined;
  };
  return handler(code, id);
};
const broken = '---\ntitle: "Terms\ndate: 2025-01-01\n---\n\n## 1. Accounts {#accounts}\n';

it('blanks a legal text’s unreadable frontmatter, keeping its lines, and leaves the rest alone', () => {
  const guarded = transform(broken, '/site/content/legal/terms.mdx')!.code;
  expect(guarded.split('\n')).toHaveLength(broken.split('\n').length);
  expect(guarded).toMatch(/^\s+\n\s+\n\s+\n\s+\n\n## 1\. Accounts \{#accounts\}\n$/);
  expect(transform(broken.replace('"Terms', 'Terms'), '/site/content/legal/terms.mdx')).toBe(
    undefined,
  );
  expect(transform(broken, '/site/src/pages/notes.mdx')).toBe(undefined);
});
