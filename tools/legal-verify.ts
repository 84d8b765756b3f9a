/**
 * `npm run legal:verify -- <hash | saved page | saved PDF> [--site <folder>]`: which version of
 * which legal document a stored record is, checked against a build's /legal/versions.json
 * (dist/ unless --site names another build), or that it matches none, and why. Exits with 1
 * when it matches none or a saved file differs from what the build published.
 */
import { parseArgs } from 'node:util';
import { LegalCommandError } from './legal/legal-folder.ts';
import { readPublishedVersions } from './legal/published-versions.ts';
import { verifyRecord } from './legal/verify.ts';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { site: { type: 'string', default: 'dist' } },
  });
  const verdict = await verifyRecord(positionals[0], await readPublishedVersions(values.site));
  for (const line of verdict.lines) console.log(line);
  if (!verdict.ok) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof LegalCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
