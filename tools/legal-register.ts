/**
 * `npm run legal:register -- <document>`: records a new version's text as published, once it is
 * final, and withdraws the announced versions it predates. A production build refuses versions
 * that are not registered.
 */
import { registerLegalDocument } from './legal/register.ts';
import { runLegalCommand } from './legal/run-command.ts';
import { formatLongDay } from '../src/lib/dates.ts';

const spelled = (day: string) => formatLongDay(day);

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
        `Withdrew ${file}: announced for ${spelled(day)}, it is replaced before it takes effect by the version of ${spelled(replacedBy)}; it stays in the history, marked as never having applied.`,
    ),
    'Commit the register with the document.',
  ];
});
