/** Each project serves its own build, and `builtSite` is its folder, so a spec runs against each. */
import { test as base } from '@playwright/test';

export interface BuiltSiteOptions {
  builtSite: string;
}

export const test = base.extend<BuiltSiteOptions>({ builtSite: ['dist', { option: true }] });

export { expect } from '@playwright/test';
