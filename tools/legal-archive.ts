// `npm run legal:archive -- <document>` before editing it; see content/legal/README.md.
import { legalCommands } from '../src/legal/commands.ts';
import { archiveLegalDocument } from './legal/archive.ts';
import { mainFile } from '../src/legal/files.ts';
import { runLegalCommand } from './legal/run-command.ts';

await runLegalCommand(async (folder) => {
  const document = process.argv[2];
  const actions = await archiveLegalDocument(folder, document);
  if (!actions.length) return ['Every published version is already archived; nothing to do.'];
  const main = mainFile(folder.legalDir, document!);
  return [
    ...actions.map((action) =>
      action.from === 'main file'
        ? `Archived the version of ${action.day} as ${action.file} and registered it.`
        : `${main} no longer holds the published version of ${action.day}: restored it from commit ${action.commit.slice(0, 7)} as ${action.file}. Your edits to ${main} are untouched.`,
    ),
    `Now edit ${main}: set "date" to the day the new version takes effect and replace "changes" with what it changes. When its text is final: ${legalCommands.register(document!)}`,
  ];
});
