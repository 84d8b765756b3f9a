/** Every page of the build is valid HTML by the Nu HTML Checker, the W3C's own validator. */
import { expect, test } from '@playwright/test';
import { builtPages } from '../tools/built-pages';
import { checkHtmlFiles, formatMessage, reportableErrors } from './support/nu-html-checker';

test('every HTML file in dist/ passes the Nu HTML Checker', async () => {
  test.setTimeout(120_000);
  const files = (await builtPages()).map((page) => page.file);
  expect(files.length).toBeGreaterThan(0);
  const errors = reportableErrors(await checkHtmlFiles(files)).map(formatMessage);
  console.log(`Nu HTML Checker: ${files.length} files, ${errors.length} errors.`);
  expect(errors).toEqual([]);
});
