// `LEGAL_CONTENT_DIR` points a build at another set (the e2e tests' fixture history).
import { relative, resolve } from 'node:path';

export const LEGAL_DIR = relative(
  process.cwd(),
  resolve(process.env['LEGAL_CONTENT_DIR'] || 'content/legal'),
);

/** Beside the legal folder, so a fixture legal folder has its own (or none). */
export const PROMOTIONS_DIR = LEGAL_DIR.replace(/[^/]+$/, 'promotions');
