// `npm run legal:correct -- [es/]<document> <date> "what was corrected"`
import { correctLegalVersion } from './legal/correct.ts';
import { runLegalCommand } from './legal/run-command.ts';

await runLegalCommand(async (folder) => {
  const [document, day, note] = process.argv.slice(2);
  const correction = await correctLegalVersion(folder, document, day, note);
  return [
    `Recorded a correction to ${correction.file}: ${note!.trim()}`,
    `The register now holds its corrected text (sha256 ${correction.sha256.slice(0, 12)}…, was ${correction.previousSha256.slice(0, 12)}…). Commit the register with the document.`,
  ];
});
