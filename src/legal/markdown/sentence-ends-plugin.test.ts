import { mdxToJs } from 'satteri';
import { expect, it } from 'vitest';
import { pageValueIn } from '../reading-aids/page-values';
import { legalSentenceEnds } from './sentence-ends-plugin';

const compile = async (source: string) =>
  (await mdxToJs(source, { mdastPlugins: [legalSentenceEnds(pageValueIn('en'))] })).code.replace(
    /\s+/g,
    ' ',
  );

it('leaves out the period after a setting whose value has one, and keeps it after one whose value has none', async () => {
  const code = await compile(
    'Run by <Setting name="legalEntity" />. Write to <Setting name="supportEmail" />. Today.\n',
  );
  expect(code).toContain('_jsx(Setting, { name: "legalEntity" }), " Write to "');
  expect(code).toContain('_jsx(Setting, { name: "supportEmail" }), ". Today."');
});
