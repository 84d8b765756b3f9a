// Each project serves its own build and names its folder, so a spec runs against each.
import { test as base } from '@playwright/test';

export type BuiltSiteOptions = { builtSite: string };
export const test = base.extend<BuiltSiteOptions>({ builtSite: ['dist', { option: true }] });
export { expect } from '@playwright/test';
