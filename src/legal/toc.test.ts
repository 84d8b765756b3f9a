import { expect, it } from 'vitest';
import { buildToc } from './toc';

it('nests subsections under their section and drops what does not belong', () => {
  const toc = buildToc([
    { depth: 3, slug: 'orphan', text: 'Before any section' },
    { depth: 2, slug: 'scope', text: '1. Scope' },
    { depth: 2, slug: 'prohibited-activities', text: '4. Prohibited activities' },
    { depth: 3, slug: 'prohibited-conduct', text: '4.1 Prohibited conduct' },
    { depth: 4, slug: 'detail', text: 'Too deep' },
    { depth: 3, slug: 'suspension', text: '4.2 Suspension' },
  ]);
  expect(toc).toEqual([
    { id: 'scope', text: '1. Scope', children: [] },
    {
      id: 'prohibited-activities',
      text: '4. Prohibited activities',
      children: [
        { id: 'prohibited-conduct', text: '4.1 Prohibited conduct', children: [] },
        { id: 'suspension', text: '4.2 Suspension', children: [] },
      ],
    },
  ]);
});
