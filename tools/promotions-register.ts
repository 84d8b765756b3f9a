/**
 * `npm run promotions:register -- <programme id> [--correct "what was corrected"]`: records a
 * programme's terms as published, or a deliberate correction of them.
 */
import { registerProgramme } from './promotions/register-programmes.ts';
import { runLegalCommand } from './legal/run-command.ts';

await runLegalCommand(async ({ root }) => {
  const [id, flag, note] = process.argv.slice(2);
  return [await registerProgramme({ root }, id, flag === '--correct' ? (note ?? '') : undefined)];
});
