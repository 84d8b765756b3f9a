// "Start a new version", run by .github/workflows/legal-start-version.yml (see version-steps.ts).
import { runLegalCommand } from '../run-command.ts';
import { readEvent } from './workflow-steps.ts';
import { startVersion, type ManualStart } from './version-steps.ts';

await runLegalCommand(async (folder) => startVersion(folder, await readEvent<ManualStart>()));
