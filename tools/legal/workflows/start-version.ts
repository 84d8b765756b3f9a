/**
 * "Start a new version" (.github/workflows/legal-start-version.yml): the first step of a new
 * version, for an editor who has no terminal. On a new branch it runs the project's archive
 * step (`npm run legal:archive -- <document>`), commits what it wrote and opens a draft pull
 * request, in which the editor then edits the document in the browser. A document whose files
 * have mistakes is refused before anything is written.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { legalCommands } from '../../../src/legal/commands.ts';
import { isoDay } from '../../../src/lib/dates.ts';
import { buildDayFrom } from '../../../src/config/build-day.ts';
import { LegalCommandError, openDocument } from '../legal-folder.ts';
import { refuseWhileMistakes } from '../refuse-mistakes.ts';
import { runLegalCommand } from '../run-command.ts';
import { gh, git, hasStagedChanges, legalCommand, readEvent } from './workflow-steps.ts';

interface ManualStart {
  inputs: { document?: string };
  repository: { default_branch: string };
}

/** `legal/terms-2026-11-26`: the document, and the day the work started. */
export const versionBranch = (document: string, day: string) => `legal/${document}-${day}`;

/** The reviewers' checklist, from the repository's pull request template for legal changes. */
const TEMPLATE = '.github/PULL_REQUEST_TEMPLATE/legal.md';
const reviewerChecks = async () =>
  existsSync(TEMPLATE) ? (await readFile(TEMPLATE, 'utf8')).replace(/<!--[\s\S]*?-->\s*/, '') : '';

await runLegalCommand(async (folder) => {
  const event = await readEvent<ManualStart>();
  const { document } = await openDocument(folder, event.inputs.document, legalCommands.archive);
  await refuseWhileMistakes(folder, document, 'Started');
  const branch = versionBranch(document, isoDay(buildDayFrom(process.env['BUILD_DAY'])));
  if (await git('ls-remote', '--heads', 'origin', branch))
    throw new LegalCommandError(
      `The branch ${branch} already exists: finish or close its pull request, or delete the branch, then start again.`,
    );

  await git('switch', '--create', branch);
  const archived = await legalCommand('archive', document);
  await git('add', '--', folder.legalDir);
  // An empty commit still opens the pull request when every version was already archived.
  await git(
    'commit',
    ...((await hasStagedChanges()) ? [] : ['--allow-empty']),
    '--message',
    `Start a new version of ${document}: archive the version in force`,
  );
  await git('push', '--set-upstream', 'origin', branch);
  const url = await gh(
    'pr',
    'create',
    '--draft',
    '--base',
    event.repository.default_branch,
    '--head',
    branch,
    '--title',
    `New version of ${document}`,
    '--body',
    [
      `The version in force of \`${document}\` is archived (\`npm run legal:archive -- ${document}\`):`,
      '',
      archived,
      '',
      `Now edit \`${folder.legalDir}/${document}.mdx\` on this branch: set \`date\`, \`notice\` and \`changes\`, then write the new text. The checks mark any mistake at its line in the "Files changed" tab, and the preview shows the pages.`,
      '',
      'When the text is final, press **Ready for review**: the text is registered on this branch, and the reviewers are asked to approve it.',
      '',
      await reviewerChecks(),
    ].join('\n'),
  );
  return [`Opened ${url} on the branch ${branch}.`, archived];
});
