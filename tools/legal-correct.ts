// `npm run legal:correct -- [es/]<document> <date> "what was corrected" [--es "lo que se corrigió"]`
import { parseArgs } from 'node:util';
import { correctLegalVersion } from './legal/correct.ts';
import { runLegalCommand } from './legal/run-command.ts';

await runLegalCommand(async (folder) => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { es: { type: 'string' } },
  });
  const [document, day, note] = positionals;
  const notes = values.es === undefined ? {} : { es: values.es };
  const correction = await correctLegalVersion(folder, document, day, note, undefined, notes);
  return [
    `Recorded a correction to ${correction.file}: ${note!.trim()}`,
    `The register now holds its corrected text (sha256 ${correction.sha256.slice(0, 12)}…, was ${correction.previousSha256.slice(0, 12)}…). Commit the register with the document.`,
  ];
});
