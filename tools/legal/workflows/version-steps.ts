// The version steps as workflow buttons, for editors without a terminal: each commits and pushes.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { legalCommands } from '../../../src/legal/commands.ts';
import { buildDayOf } from '../../../src/config/build-day.ts';
import { LegalCommandError, openDocument, type LegalFolder } from '../legal-folder.ts';
import { refuseWhileMistakes } from '../refuse-mistakes.ts';
import { gh, git, hasStagedChanges, legalCommand } from './workflow-steps.ts';

/** A `workflow_dispatch` event of "Start a new version". */
export type ManualStart = { inputs: { document?: string }; repository: { default_branch: string } };

/** A `pull_request` event. */
export interface PullRequestEvent {
  action: string;
  pull_request: { head: { ref: string }; base: { sha: string } };
}

/** The reviewers' checklist, from the repository's pull request template for legal changes. */
async function reviewerChecks(root: string): Promise<string> {
  const template = join(root, '.github/PULL_REQUEST_TEMPLATE/legal.md');
  if (!existsSync(template)) return '';
  return (await readFile(template, 'utf8')).replace(/<!--[\s\S]*?-->\s*/, '');
}

/** Archives the version in force on a new branch `legal/<document>-<today>`, in a draft PR. */
export async function startVersion(folder: LegalFolder, event: ManualStart): Promise<string[]> {
  const { root } = folder;
  const { document } = await openDocument(folder, event.inputs.document, legalCommands.archive);
  const today = buildDayOf(process.env);
  await refuseWhileMistakes(folder, document, 'Started', today);
  const branch = `legal/${document}-${today}`;
  if (await git(root, 'ls-remote', '--heads', 'origin', branch))
    throw new LegalCommandError(
      `The branch ${branch} already exists: finish or close its pull request, or delete the branch, then start again.`,
    );

  await git(root, 'switch', '--create', branch);
  const archived = await legalCommand(root, 'archive', document);
  await git(root, 'add', '--', folder.legalDir);
  // An empty commit still opens the pull request when every version was already archived.
  await git(
    root,
    'commit',
    ...((await hasStagedChanges(root)) ? [] : ['--allow-empty']),
    '--message',
    `Start a new version of ${document}: archive the version in force`,
  );
  await git(root, 'push', '--set-upstream', 'origin', branch);
  const body = [
    `The version in force of \`${document}\` is archived (\`npm run legal:archive -- ${document}\`):`,
    '',
    archived,
    '',
    `Now edit \`${folder.legalDir}/${document}.mdx\` on this branch: set \`date\`, \`notice\` and \`changes\`, then write the new text. The checks mark any mistake at its line in the "Files changed" tab, and the preview shows the pages.`,
    '',
    'When the text is final, press **Ready for review**: the text is registered on this branch, and the reviewers are asked to approve it.',
    '',
    await reviewerChecks(root),
  ].join('\n');
  const url = await gh(
    root,
    ...['pr', 'create', '--draft', '--base', event.repository.default_branch, '--head', branch],
    ...['--title', `New version of ${document}`, '--body', body],
  );
  return [`Opened ${url} on the branch ${branch}.`, archived];
}

/** Once a pull request is ready for review, registers each legal document it changes. */
export async function registerReady(
  folder: LegalFolder,
  event: PullRequestEvent,
): Promise<string[]> {
  const { root, legalDir } = folder;
  if (event.action !== 'ready_for_review')
    return [
      `The pull request was ${event.action}, not marked ready for review: nothing to register.`,
    ];
  const { head, base } = event.pull_request;
  // The documents are the main files directly in the legal folder; archive/ and translations are not registered.
  const documents = (
    await git(root, 'diff', '--name-only', `${base.sha}...HEAD`, '--', `${legalDir}/*.mdx`)
  )
    .split('\n')
    .map((file) => file.slice(legalDir.length + 1))
    .filter((name) => /^[^/]+\.mdx$/.test(name))
    .map((name) => name.slice(0, -'.mdx'.length));
  if (!documents.length)
    return ['The pull request changes no legal document: nothing to register.'];

  const done: string[] = [];
  for (const document of documents) done.push(await legalCommand(root, 'register', document));
  await git(root, 'add', '--', legalDir);
  if (!(await hasStagedChanges(root))) return [...done, 'Nothing new to commit.'];
  await git(root, 'commit', '--message', `Register the final text of ${documents.join(', ')}`);
  await git(root, 'push', 'origin', `HEAD:${head.ref}`);
  return [...done, `Committed the register to ${head.ref}.`];
}
