// `npm run legal:renumber -- <document>` after a section was added, moved or removed.
import { renumberLegalDocument } from './legal/renumber.ts';
import { runLegalCommand } from './legal/run-command.ts';

await runLegalCommand(async (folder) => {
  const { file, changes } = await renumberLegalDocument(folder, process.argv[2]);
  if (!changes.length)
    return [`${file}: every heading is numbered by its place; nothing to renumber.`];
  return [
    ...changes.map(
      ({ line, from, to, title }) => `${file}:${line}: ${from ?? 'no number'} → ${to} ${title}`,
    ),
    `Renumbered ${changes.length} heading${changes.length === 1 ? '' : 's'}; their ids and words are unchanged, and references written with <Ref> follow by themselves.`,
  ];
});
