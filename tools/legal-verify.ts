// `npm run legal:verify -- <hash | saved page | saved PDF> [--site <folder>]`: which version a
// record is, by a build's /legal/versions.json; exit status 1 when it matches none or differs.
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
