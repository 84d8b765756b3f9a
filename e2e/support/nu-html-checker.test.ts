import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHtmlFiles, formatMessage, reportableErrors, type NuMessage } from './nu-html-checker';

const error = (message: string): NuMessage => ({
  type: 'error',
  url: 'file:/site/index.html',
  lastLine: 3,
  message,
});

describe('reportableErrors', () => {
  it('keeps document errors and fatal errors', () => {
    const messages = [
      error('Duplicate ID “logo-bg”.'),
      { ...error('Cannot recover after last error.'), subType: 'fatal' },
    ];
    expect(reportableErrors(messages)).toEqual(messages);
  });

  it('drops info messages and the known CSS gaps of the checker, but no other CSS error', () => {
    const messages = [
      { type: 'info', message: 'Trailing slash on void elements has no effect.' } as const,
      error('CSS: Unrecognized at-rule “@property”'),
      error("CSS: “margin-trim”: Property “margin-trim” doesn't exist."),
      error(
        'CSS: “transition-property”: “--tw-gradient-via” is not a “transition-property” value.',
      ),
      error("CSS: “colr”: Property “colr” doesn't exist."),
    ];
    expect(reportableErrors(messages)).toEqual([messages[4]]);
  });
});

it('formats a message as file:line: text', () => {
  expect(formatMessage(error('Stray start tag “script”.'))).toBe(
    '/site/index.html:3: Stray start tag “script”.',
  );
});

describe('checkHtmlFiles', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reports the errors of an invalid document and nothing for a valid one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'nu-'));
    const valid = join(dir, 'valid.html');
    const invalid = join(dir, 'invalid.html');
    await writeFile(
      valid,
      '<!doctype html><html lang="en"><head><title>Fine</title></head><body><p>Hi</p></body></html>',
    );
    await writeFile(
      invalid,
      '<!doctype html><html lang="en"><head><title>Bad</title></head><body><p id="a"></p><p id="a"></p></body></html>',
    );
    const messages = await checkHtmlFiles([valid, invalid]);
    expect(
      messages.map((message) => [message.url?.endsWith('invalid.html'), message.message]),
    ).toEqual([[true, 'Duplicate ID “a”.']]);
  }, 60_000);
});
