/**
 * The workflow files are valid for GitHub (its workflow schema, checked by action-validator),
 * and every script they run exists: a typo in either would show only on GitHub, after a merge.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parseSiteSettings, settingVariables } from '../../../src/config/settings';

const folder = new URL('../../../.github/workflows/', import.meta.url);
const project = new URL('../../../', import.meta.url);
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));

it('finds the five workflows', () => {
  expect(workflows.toSorted()).toEqual([
    'ci.yml',
    'deploy.yml',
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

  it('pins every action to a commit and grants its jobs no more than it names', () => {
    for (const [, action] of text.matchAll(/uses: (\S+)/g))
      expect(action, name).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
    expect(text).toMatch(/^permissions:\n {2}contents: read$/m);
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

describe('the deploy workflow', () => {
  const text = readFileSync(new URL('deploy.yml', folder), 'utf8');

  it('passes the build every site setting, from the repository variables', () => {
    for (const variable of Object.values(settingVariables))
      expect(text, variable).toContain(`${variable}: \${{ vars.${variable} }}`);
  });

  it('runs within the first hour after midnight in the default legal time zone, in winter and in summer', () => {
    const [, minute, hours] = /cron: '(\d+) ([\d,]+) \* \* \*'/.exec(text)!;
    const zone = parseSiteSettings({}).legalTimeZone;
    for (const day of ['2027-01-15', '2027-07-15']) {
      const local = hours!
        .split(',')
        .map((hour) =>
          new Date(
            `${day}T${hour.padStart(2, '0')}:${minute!.padStart(2, '0')}:00Z`,
          ).toLocaleTimeString('en-GB', { timeZone: zone }),
        );
      expect(
        local.some((time) => time.startsWith('00:')),
        `${day}: ${local.join(', ')}`,
      ).toBe(true);
    }
  });

  it('deploys only main, one run at a time, with the secrets in the deploy step alone', () => {
    expect(text).toContain("if: github.ref == 'refs/heads/main'");
    expect(text).toMatch(/concurrency:\n {2}group: deploy\n {2}cancel-in-progress: false/);
    const [jobEnv] = /^ {4}env:\n(?: {6}.*\n)+/m.exec(text)!;
    expect(jobEnv).not.toMatch(/secrets\.|github\.token/);
  });
});

it("the test workflow runs the README's two commands in the image the suite is made for", () => {
  const text = readFileSync(new URL('ci.yml', folder), 'utf8');
  expect(text).toContain('container: node:24-bookworm');
  expect(text).toContain('run: bash .ci/run');
});
