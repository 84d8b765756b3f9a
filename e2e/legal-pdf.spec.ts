/**
 * Every version's PDF as a visitor gets it: offered on the document's page, its version page and
 * in the history as a typed link with its size, served as application/pdf by Cloudflare's
 * runtime, never fetched while a page loads, and holding the same words as the version's page.
 */
import { readdir } from 'node:fs/promises';
import { expect, test } from './support/built-site';
import { pageDocumentWords, pdfWords } from './support/pdf-text';
import { fileSize } from '../src/lib/file-size';
import { formatLongDay } from '../src/lib/dates';

/** `legal/pdf/terms-2025-03-12.pdf` → its address, its version page and its day. */
async function versionPdfs(builtSite: string) {
  const files = await readdir(builtSite, { recursive: true });
  return files
    .map((file) => /^legal\/pdf\/([\w-]+)-(\d{4}-\d{2}-\d{2})\.pdf$/.exec(file))
    .filter((match) => match !== null)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([file, document, day]) => ({
      path: `/${file}`,
      page: `/${document}/history/${day}`,
      day: day!,
    }));
}

test('every version has a PDF, served as application/pdf and cached like the share images', async ({
  request,
  builtSite,
}) => {
  const pdfs = await versionPdfs(builtSite);
  expect(pdfs.length).toBeGreaterThanOrEqual(8);
  for (const pdf of pdfs) {
    const response = await request.get(pdf.path, { maxRedirects: 0 });
    expect(response.status(), pdf.path).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect(
      Buffer.from(await response.body())
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.7');
  }
});

test("each version's PDF holds the words of its page, in order, after its title, date, hash and address", async ({
  request,
  builtSite,
}) => {
  for (const pdf of await versionPdfs(builtSite)) {
    const html = await (await request.get(pdf.page)).text();
    const words = pdfWords(await (await request.get(pdf.path)).body());
    // The opening ends with the permanent address, which ends with the page's path.
    const opening = words.slice(0, words.indexOf(pdf.page) + pdf.page.length);
    expect(opening, pdf.path).toContain(`Version of ${formatLongDay(pdf.day)}: it applies`);
    expect(opening).toMatch(/SHA-256 of the text: [0-9a-f]{64} Permanent address: https?:\/\//);
    expect(words.slice(opening.length).trim(), pdf.path).toBe(pageDocumentWords(html));
  }
});

test('the document page, each version page and the history offer the PDF by a typed, sized link that names its version', async ({
  page,
  request,
}) => {
  await page.goto('/terms/history');
  const versions = page.getByRole('list', { name: 'Versions, newest first' }).locator('> li');
  const count = await versions.count();
  for (let index = 0; index < count; index++) {
    const link = versions
      .nth(index)
      .getByRole('link', { name: /^Download PDF of the version of / });
    const href = (await link.getAttribute('href'))!;
    const bytes = (await (await request.get(href)).body()).length;
    const day = href.slice(-14, -4);
    await expect(link).toHaveAccessibleName(
      `Download PDF of the version of ${formatLongDay(day)} (${fileSize(bytes)})`,
    );
    // What shows: the words and the size; the version's date is for screen readers.
    await expect(link.locator('.sr-only')).toHaveText(` of the version of ${formatLongDay(day)}`);
    await expect(link).toHaveAttribute('type', 'application/pdf');
  }
  for (const path of ['/terms', '/terms/history/2025-03-12', '/privacy', '/official-rules']) {
    await page.goto(path);
    const link = page
      .locator('header')
      .getByRole('link', { name: /^Download PDF of the version of / });
    await expect(link, path).toHaveAttribute(
      'href',
      /^\/legal\/pdf\/[\w-]+-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
  }
});
