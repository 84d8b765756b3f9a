// `npm run legal:register -- <document>` once a new version's text is final.
import { registerLegalDocument } from './legal/register.ts';
import { runLegalCommand } from './legal/run-command.ts';
import { formatLongDay } from '../src/lib/dates.ts';

await runLegalCommand(async (folder) => {
  const { registered, withdrawn } = await registerLegalDocument(folder, process.argv[2]);
  if (!registered.length) return ['Every version is already registered; nothing to do.'];
  return [
    ...registered.map(
      (file) =>
        `Registered ${file}: from now on its text can change only through a recorded correction.`,
    ),
    ...withdrawn.map(
      ({ file, day, replacedBy }) =>
        `Withdrew ${file}: announced for ${formatLongDay(day)}, it is replaced before it takes effect by the version of ${formatLongDay(replacedBy)}; it stays in the history, marked as never having applied.`,
    ),
    'Commit the register with the document.',
  ];
});
