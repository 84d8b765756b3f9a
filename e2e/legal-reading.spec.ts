/**
 * The reading aids of the legal documents: an "In short" summary at the start of every section,
 * labelled as not part of the document; a table of the summaries linking to every section; and
 * defined terms whose marked uses link to their definition and show it, by pointer and by
 * keyboard, without JavaScript. On paper the summaries keep their label and no popover shows.
 */
import { expect, test, type Page } from '@playwright/test';

const documents = [
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/official-rules', title: 'Official Rules' },
];

/** The ids of the document's top-level sections, in order. */
const sectionIds = (page: Page) =>
  page
    .locator('.legal-prose h2[id]')
    .evaluateAll((headings) => headings.map((heading) => heading.id));

for (const { path, title } of documents) {
  test.describe(path, () => {
    test('every top-level section opens with exactly one summary, labelled as not part of the document', async ({
      page,
    }) => {
      await page.goto(path);
      const label = `In short — this summary is not part of the ${title}`;
      const summaries = await page.locator('.legal-prose h2[id]').evaluateAll((headings) =>
        headings.map((heading) => {
          // A section runs from its heading's block to the next section's.
          const start = heading.closest('.section-heading') ?? heading;
          const notes: HTMLElement[] = [];
          for (
            let next = start.nextElementSibling;
            next && !next.querySelector('h2') && next.localName !== 'h2';
            next = next.nextElementSibling
          ) {
            if (next.matches('[role="note"]')) notes.push(next as HTMLElement);
          }
          return {
            id: heading.id,
            count: notes.length,
            first: start.nextElementSibling === notes[0],
          };
        }),
      );
      expect(summaries.length).toBeGreaterThan(1);
      for (const summary of summaries)
        expect(summary, `section #${summary.id}`).toEqual({
          id: summary.id,
          count: 1,
          first: true,
        });
      const notes = page.getByRole('note', { name: label, exact: true });
      await expect(notes).toHaveCount(summaries.length);
      await expect(notes.first()).toBeVisible();
      await expect(notes.first()).toContainText(label);
    });

    test('the table of summaries links to every section, with its summary', async ({ page }) => {
      await page.goto(path);
      await page.locator('summary', { hasText: 'Contents, in short' }).click();
      const table = page.getByRole('navigation', { name: 'Contents, in short' });
      await expect(table).toBeVisible();
      const hrefs = await table
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual((await sectionIds(page)).map((id) => `#${id}`));
      const listed = await table.locator('li > p').allTextContents();
      const inText = await page.locator('.in-short-text').allTextContents();
      expect(listed).toEqual(inText.map((text) => text.trim()));
      await table.getByRole('link').last().click();
      await expect(page.locator(`#${(await sectionIds(page)).at(-1)}`)).toBeInViewport();
    });
  });
}

test.describe('defined terms, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of documents) {
    test(`${path}: every marked use shows its definition on hover and on focus`, async ({
      page,
    }) => {
      await page.goto(path);
      const uses = page.locator('.legal-prose a.term');
      // What needs no pointer or key, read for every use at once: its definition, and its tip,
      // hidden, holding the definition's words.
      const marked = await uses.evaluateAll((links) =>
        links.map((link) => {
          const words = (node: Element | null | undefined) =>
            node?.textContent?.replace(/\s+/g, ' ').trim();
          const href = link.getAttribute('href')!;
          const definitions = document.querySelectorAll(href);
          const tip = document.getElementById(link.getAttribute('interestfor') ?? '');
          return {
            href,
            definitions: definitions.length,
            tipShown: tip?.checkVisibility(),
            tipHoldsDefinition: !!tip && words(tip)!.includes(words(definitions[0])!),
          };
        }),
      );
      expect(marked.length).toBeGreaterThan(0);
      for (const use of marked)
        expect(use, `${use.href} is defined, and its tip holds the definition`).toEqual({
          href: use.href,
          definitions: 1,
          tipShown: false,
          tipHoldsDefinition: true,
        });
      // Each marked use is hovered and focused in turn: a few seconds for each.
      test.setTimeout(30_000 + marked.length * 3_000);
      for (let index = 0; index < marked.length; index += 1) {
        const use = uses.nth(index);
        const tip = page.locator(`#${await use.getAttribute('interestfor')}`);

        // By pointer: hovering shows the definition; moving away hides it.
        await use.scrollIntoViewIfNeeded();
        await use.hover();
        await expect(tip).toBeVisible();
        await page.mouse.move(0, 0);
        await expect(tip).toBeHidden();

        // By keyboard: focus shows it, Escape dismisses it.
        await use.focus();
        await expect(tip).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(tip).toBeHidden();
      }
    });

    test(`${path}: a marked use is a plain link to its definition, by keyboard and by pointer`, async ({
      page,
    }) => {
      await page.goto(path);
      const first = page.locator('.legal-prose a.term').first();
      const href = (await first.getAttribute('href'))!;
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await page.goto(path);
      await page.locator('.legal-prose a.term').first().click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(href)).toBeInViewport();
    });
  }
});

test('print shows every summary with its label and no popover', async ({ page }) => {
  await page.goto('/official-rules');
  const tip = page.locator('.term-tip').first();
  await page.locator('.legal-prose a.term').first().hover();
  await expect(tip).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(tip).toBeHidden();
  await expect(page.locator('[popover]:visible')).toHaveCount(0);
  const labels = page.locator('.in-short-label');
  await expect(labels).toHaveCount((await sectionIds(page)).length);
  for (const label of await labels.all()) {
    await expect(label).toBeVisible();
    await expect(label).toHaveText('In short — this summary is not part of the Official Rules');
  }
  await expect(page.locator('.in-short-text').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Contents, in short' })).toBeHidden();
});

test('the comparison shows summaries and terms as text like any other', async ({ page }) => {
  await page.goto('/official-rules/history/2026-12-23/changes');
  const odds = page.locator('section[data-change]').filter({ has: page.locator('#odds') });
  // The summary of Section 7 changed with its text, and is redlined like it.
  await expect(odds.locator('ins').first()).toBeVisible();
  await expect(odds).toContainText('In short — this summary is not part of the Official Rules');
  await expect(odds).toContainText('how many prizes are available');
  await expect(page.locator('.redline [popover], .redline a.term')).toHaveCount(0);
});
