// A copy of the project for a test's own `astro dev`. Every Astro command writes the content
// layer's module map and types into the project's `.astro/`, and the suite runs builds of other
// legal folders (src/legal/check/mistakes.test.ts) beside its dev servers: a dev server in the
// project itself would then render entries of another folder, or of one already deleted.
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const project = fileURLToPath(new URL('../../', import.meta.url));

/** What a checkout holds beyond its sources; `node_modules` is linked, not copied. */
const generated = new Set([
  'node_modules',
  '.git',
  '.astro',
  '.e2e',
  '.wrangler',
  'dist',
  'test-results',
]);

export interface ProjectCopy {
  root: string;
  remove(): Promise<void>;
}

export async function copyProject(): Promise<ProjectCopy> {
  const root = await mkdtemp(join(tmpdir(), 'project-copy-'));
  await cp(project, root, {
    recursive: true,
    filter: (path) => !generated.has(relative(project, path)),
  });
  await symlink(join(project, 'node_modules'), join(root, 'node_modules'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
