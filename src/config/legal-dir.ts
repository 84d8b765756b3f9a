/**
 * Where the lawyers' documents live, relative to the project root. `LEGAL_CONTENT_DIR` points a
 * build at another set (the end-to-end tests build a fixture history this way), relative to the
 * project or absolute; it is a build setting, not a site setting, so it has no `PUBLIC_` prefix.
 */
import { relative, resolve } from 'node:path';

export const LEGAL_DIR = relative(
  process.cwd(),
  resolve(process.env['LEGAL_CONTENT_DIR'] || 'content/legal'),
);

/** The programmes' terms live beside the legal folder they refer to: `content/promotions`. A fixture legal folder has its own (or none). */
export const PROMOTIONS_DIR = LEGAL_DIR.replace(/[^/]+$/, 'promotions');
