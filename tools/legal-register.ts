/**
 * `npm run legal:register -- <document>`: records a new version's text as published, once it is
 * final. A production build refuses versions that are not registered.
 */
import { registerLegalDocument } from './legal/register-versions.ts';
import { runLegalCommand } from './legal/run-command.ts';

await runLegalCommand(async (folder) => {
  const files = await registerLegalDocument(folder, process.argv[2]);
  if (!files.length) return ['Every version is already registered; nothing to do.'];
  return [
    ...files.map(
      (file) =>
        `Registered ${file}: from now on its text can change only through a recorded correction.`,
    ),
    'Commit the register with the document.',
  ];
});
