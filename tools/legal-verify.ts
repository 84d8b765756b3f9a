// `npm run legal:verify -- <hash | saved page | saved PDF> [--site <folder>]`: which version a
// record is, by a build's /legal/versions.json; exit status 1 when it matches none or differs.
import { verifyCommand } from './legal/verify.ts';

const verdict = await verifyCommand(process.argv.slice(2));
for (const line of verdict.lines) (verdict.ok ? console.log : console.error)(line);
if (!verdict.ok) process.exitCode = 1;
