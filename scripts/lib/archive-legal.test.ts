import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveLegalDocument } from './archive-legal';

let root: string;
const legalDir = 'content/legal';

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'legal-archive-'));
  // A temporary copy of the shipped documents: the command must never touch the real ones here.
  await cp(join(import.meta.dirname, '../../content/legal'), join(root, legalDir), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('archiveLegalDocument', () => {
  it('copies the current version into the archive under its date', async () => {
    const result = await archiveLegalDocument(root, legalDir, 'terms');
    expect(result).toEqual({ file: 'content/legal/archive/terms/2025-03-12.mdx', created: true });
    expect(await readFile(join(root, result.file), 'utf8')).toBe(await readFile(join(root, legalDir, 'terms.mdx'), 'utf8'));
  });

  it('does nothing the second time', async () => {
    await archiveLegalDocument(root, legalDir, 'terms');
    expect(await archiveLegalDocument(root, legalDir, 'terms')).toEqual({ file: 'content/legal/archive/terms/2025-03-12.mdx', created: false });
  });

  it('refuses to overwrite a different archived version with the same date', async () => {
    await archiveLegalDocument(root, legalDir, 'terms');
    const current = join(root, legalDir, 'terms.mdx');
    await writeFile(current, `${await readFile(current, 'utf8')}\nAn edit without a new date.\n`);
    await expect(archiveLegalDocument(root, legalDir, 'terms')).rejects.toThrow(
      'content/legal/archive/terms/2025-03-12.mdx already exists and differs from content/legal/terms.mdx',
    );
  });

  it('names the documents when the one asked for does not exist', async () => {
    await expect(archiveLegalDocument(root, legalDir, 'term')).rejects.toThrow(
      'There is no content/legal/term.mdx. Name the document to archive, one of: official-rules, privacy, terms.',
    );
    await expect(archiveLegalDocument(root, legalDir, undefined)).rejects.toThrow('Name the document to archive');
  });

  it('refuses a document whose frontmatter is broken', async () => {
    await writeFile(join(root, legalDir, 'privacy.mdx'), '---\ntitle: x\n---\n');
    await expect(archiveLegalDocument(root, legalDir, 'privacy')).rejects.toThrow('content/legal/privacy.mdx has frontmatter problems');
  });
});
