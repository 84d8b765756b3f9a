/**
 * Where the lawyers' documents live, relative to the project root. `LEGAL_CONTENT_DIR` points a
 * build at another set (the end-to-end tests build a fixture history this way); it is a build
 * setting, not a site setting, so it has no `PUBLIC_` prefix.
 */
export const LEGAL_DIR = (process.env['LEGAL_CONTENT_DIR'] || 'content/legal').replace(/\/+$/, '');

/** The programmes' terms live beside the legal folder they refer to: `content/promotions`. A fixture legal folder has its own (or none). */
export const PROMOTIONS_DIR = LEGAL_DIR.replace(/[^/]+$/, 'promotions');
