/**
 * The Playwright `test` for specs that read the build they test: each project serves its own
 * build (the default, one with a sign-up URL, one from the fixture legal history), and
 * `builtSite` is that build's folder, so a spec runs unchanged against all three.
 */
import { test as base } from '@playwright/test';

export interface BuiltSiteOptions {
  /** The folder the project's server serves. */
  builtSite: string;
}

export const test = base.extend<BuiltSiteOptions>({
  builtSite: ['dist', { option: true }],
});

export { expect } from '@playwright/test';
