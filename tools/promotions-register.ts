// `npm run promotions:register -- <programme id> [--correct "what was corrected"]`
import { registerProgramme } from './promotions/register-programmes.ts';
import { runLegalCommand } from './legal/run-command.ts';

await runLegalCommand(async ({ root }) => {
  const [id, flag, note] = process.argv.slice(2);
  return [await registerProgramme({ root }, id, flag === '--correct' ? (note ?? '') : undefined)];
});
