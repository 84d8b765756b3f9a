// "Register the final text", run by .github/workflows/legal-register.yml (see version-steps.ts).
import { runLegalCommand } from '../run-command.ts';
import { readEvent } from './workflow-steps.ts';
import { registerReady, type PullRequestEvent } from './version-steps.ts';

await runLegalCommand(async (folder) => registerReady(folder, await readEvent<PullRequestEvent>()));
