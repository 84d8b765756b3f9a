/**
 * The workflow files are valid for GitHub (its workflow schema, checked by action-validator),
 * and every script they run exists: a typo in either would show only on GitHub, after a merge.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../../.github/workflows/', import.meta.url);
const project = new URL('../../../', import.meta.url);
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));

it('finds the three workflows', () => {
  expect(workflows.toSorted()).toEqual([
    'legal-check.yml',
    'legal-register.yml',
    'legal-start-version.yml',
  ]);
});

describe.each(workflows)('%s', (name) => {
  const text = readFileSync(new URL(name, folder), 'utf8');

  it("is valid against GitHub's workflow schema", () => {
    expect(validateWorkflow(text).errors).toEqual([]);
  });

  it('runs only scripts that exist', () => {
    const scripts = [...text.matchAll(/\bnode (tools\/\S+\.ts)/g)].map(([, script]) => script!);
    const npmScripts = [...text.matchAll(/\bnpm run ([\w:]+)/g)].map(([, script]) => script!);
    const declared = (
      JSON.parse(readFileSync(new URL('package.json', project), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    for (const script of scripts) expect(existsSync(new URL(script, project)), script).toBe(true);
    for (const script of npmScripts) expect(declared, script).toHaveProperty([script]);
  });
});

it('the schema check catches a misspelt key and an unknown event', () => {
  const job = 'jobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n';
  expect(validateWorkflow(`on: push\n${job.replace('runs-on', 'runs_on')}`).errors).not.toEqual([]);
  expect(validateWorkflow(`on: pull_request_ready\n${job}`).errors).not.toEqual([]);
  expect(validateWorkflow(`on: push\n${job}`).errors).toEqual([]);
});
