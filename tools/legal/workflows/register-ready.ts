/**
 * "Register the final text" (.github/workflows/legal-register.yml): when a pull request is
 * marked ready for review, every legal document it changes is registered with the project's own
 * step (`npm run legal:register -- <document>`) and the register is committed to its branch. A
 * document with mistakes is refused, and nothing is committed.
 */
import { runLegalCommand } from '../run-command.ts';
import { git, hasStagedChanges, legalCommand, readEvent } from './workflow-steps.ts';

interface PullRequestEvent {
  action: string;
  pull_request: { head: { ref: string }; base: { sha: string } };
}

await runLegalCommand(async (folder) => {
  const event = await readEvent<PullRequestEvent>();
  if (event.action !== 'ready_for_review')
    return [
      `The pull request was ${event.action}, not marked ready for review: nothing to register.`,
    ];
  const { head, base } = event.pull_request;
  // The documents are the main files directly in the legal folder; archive/ and translations are not registered.
  const documents = (
    await git('diff', '--name-only', `${base.sha}...HEAD`, '--', `${folder.legalDir}/*.mdx`)
  )
    .split('\n')
    .filter((file) => /^[^/]+\.mdx$/.test(file.slice(folder.legalDir.length + 1)))
    .map((file) => file.slice(folder.legalDir.length + 1, -'.mdx'.length));
  if (!documents.length)
    return ['The pull request changes no legal document: nothing to register.'];

  const done: string[] = [];
  for (const document of documents) done.push(await legalCommand('register', document));
  await git('add', '--', folder.legalDir);
  if (!(await hasStagedChanges())) return [...done, 'Nothing new to commit.'];
  await git('commit', '--message', `Register the final text of ${documents.join(', ')}`);
  await git('push', 'origin', `HEAD:${head.ref}`);
  return [...done, `Committed the register to ${head.ref}.`];
});
