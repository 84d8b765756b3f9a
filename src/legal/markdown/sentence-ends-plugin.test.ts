import { mdxToJs } from 'satteri';
import { expect, it } from 'vitest';
import { legalSentenceEnds } from './sentence-ends-plugin';

const compile = async (source: string) =>
  (await mdxToJs(source, { mdastPlugins: [legalSentenceEnds()] })).code.replace(/\s+/g, ' ');

it('hands the period after a setting to the setting, which skips it when its value has one', async () => {
  const code = await compile(
    'Run by <Setting name="legalEntity" />. Write to <Setting name="supportEmail" /> today.\n',
  );
  expect(code).toContain(
    '_jsx(Setting, { name: "legalEntity", endsSentence: true }), " Write to "',
  );
  expect(code).toContain('_jsx(Setting, { name: "supportEmail" }), " today."');
});
