/**
 * What a visitor does, in each engine: choose a theme before React arrives, reach for the
 * switcher, copy an address, follow a defined term, open a link to a section, tab to the skip
 * link, print.
 */
import { THEME_CHOICES } from '../../src/client/theme';
import { cannot, expect, test, type Site } from './engine-test';
import type { ProbeReport } from './page-probe';

const SWITCHER_HYDRATED = () =>
  document.querySelector('astro-island:has(select)')?.hasAttribute('ssr') === false;

/** Chooses in the native select as its own change would (by value, then the input and change events); answers the theme the page then has. */
function choose(choice: string) {
  const select = document.querySelector<HTMLSelectElement>('select[data-theme-select]')!;
  select.value = choice;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return ['light', 'dark'].find((theme) => document.documentElement.classList.contains(theme));
}

test('a theme chosen in the native control before React applies at once and is there from the first paint after a reload', async ({
  site,
}) => {
  await site.visit('/support');
  await site.storeTheme(undefined);
  await site.visit('/support');
  expect(
    await site.page.evaluate(
      () =>
        (document.querySelector('select[data-theme-select]') as HTMLSelectElement).options.length,
    ),
  ).toBe(THEME_CHOICES.length);
  // WebDriver can pick an option only by pointing at the select, which hydrates it; the value is
  // chosen the way the control itself reports a choice, with nothing pointing at it.
  for (const theme of ['dark', 'light'] as const) {
    expect(
      await site.page.evaluate(choose, theme),
      `the page is ${theme} as soon as the choice is made`,
    ).toBe(theme);
    expect(await site.page.evaluate(SWITCHER_HYDRATED), 'React has not arrived').toBe(false);
    expect(await site.page.evaluate(() => localStorage.getItem('theme'))).toBe(theme);
    await site.visit('/support');
    await site.until(
      'the first frame is recorded',
      () => (window as unknown as { __probe: ProbeReport }).__probe.firstFrame !== null,
    );
    expect((await site.report()).firstFrame?.theme, 'the first frame after a reload').toBe(theme);
    expect(
      await site.page.evaluate(
        () => (document.querySelector('select[data-theme-select]') as HTMLSelectElement).value,
      ),
    ).toBe(theme);
  }
});

/** Reaches for the switcher, waits for React, then checks that the hydrated control still works. */
async function hydratesAndWorks(site: Site, reachFor: () => Promise<void>) {
  await site.visit('/');
  await site.storeTheme(undefined);
  await site.visit('/');
  expect(await site.page.evaluate(SWITCHER_HYDRATED)).toBe(false);
  await reachFor();
  await site.until('the switcher hydrates', SWITCHER_HYDRATED);
  expect(await site.page.evaluate(choose, 'dark')).toBe('dark');
  await site.until('React stores the choice', () => localStorage.getItem('theme') === 'dark');
  expect(await site.page.evaluate(choose, 'light')).toBe('light');
}

test('the pointer over the switcher hydrates it, and it still works', async ({ site }) => {
  await hydratesAndWorks(site, () => site.page.hover('select[data-theme-select]'));
});

test('keyboard focus on the switcher hydrates it, and it still works', async ({ site }) => {
  await hydratesAndWorks(site, async () => {
    // Tab from the link before it (the page in Spanish), as a keyboard user arrives.
    await site.page.evaluate(() =>
      document.querySelector<HTMLElement>('body > header a[hreflang="es"]')!.focus(),
    );
    await site.page.pressTab();
    expect(
      await site.page.evaluate(() => document.activeElement?.matches('select[data-theme-select]')),
    ).toBe(true);
  });
});

/** Read in the page: a toast in the labelled notifications region says `text`. */
const toastSays = (text: string) =>
  [...document.querySelectorAll('section[aria-label^="Notifications"] [data-sonner-toast]')].some(
    (toast) => toast.textContent?.includes(text),
  );

test('the copy buttons raise a toast in the labelled notifications region', async ({ site }) => {
  await site.visit('/support');
  await site.page.click('button[data-copy-text]');
  await site.until('a toast with the address', toastSays, 'support@pollfly.example');
  await site.visit('/privacy');
  await site.page.click('button[aria-label^="Copy link to section: 9. "]');
  await site.until(
    'a toast with the section link',
    toastSays,
    'https://www.pollfly.example/privacy#cookies',
  );
});

test('every defined term is a working link to its definition', async ({ site }) => {
  // Every marked use of three documents is clicked in turn.
  test.setTimeout(120_000);
  let popovers = false;
  for (const path of ['/privacy', '/terms', '/official-rules']) {
    await site.visit(path);
    const terms = await site.page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('.legal-prose a.term')].map((term) =>
        term.getAttribute('href')!,
      ),
    );
    expect(terms.length, path).toBeGreaterThan(0);
    popovers = await site.page.evaluate(() => 'interestForElement' in HTMLAnchorElement.prototype);
    // Numbered, so that each can be pointed at by a selector every driver understands.
    await site.page.evaluate(() =>
      document
        .querySelectorAll('.legal-prose a.term')
        .forEach((term, index) => term.setAttribute('data-term-index', String(index))),
    );
    for (const [index, href] of terms.entries()) {
      await site.page.evaluate(() => history.replaceState(null, '', location.pathname));
      await site.page.click(`.legal-prose a.term[data-term-index="${index}"]`);
      await site.until(
        `${path}: following ${href} changes the address`,
        () => location.hash !== '',
      );
      expect(await site.page.evaluate(() => location.hash)).toBe(href);
      // The page may scroll smoothly to the definition.
      await site.until(
        `${path}: ${href} is a definition in the document, scrolled into view`,
        (target) => {
          const definition = document.querySelector(target);
          const box = definition?.getBoundingClientRect();
          return (
            !!definition?.closest('.legal-prose') &&
            !!box &&
            box.bottom > 0 &&
            box.top < innerHeight
          );
        },
        href,
      );
    }
    if (popovers) {
      await site.page.hover('.legal-prose a.term[data-term-index="0"]');
      await site.until(`${path}: pointing at a term shows its definition`, () => {
        const term = document.querySelector('.legal-prose a.term[data-term-index="0"]')!;
        return (
          document.getElementById(term.getAttribute('interestfor')!)?.matches(':popover-open') ===
          true
        );
      });
    }
  }
  if (!popovers)
    cannot(
      'show a definition on hover or focus: no `interestfor` support, so terms are plain links to their definitions',
    );
});

/**
 * Read in the page: each scrolling box's scrollbar colours (the contents column, each wide table)
 * beside the theme's muted text colour, or none where the engine has no `scrollbar-color`.
 */
function scrollbarColours() {
  if (!CSS.supports('scrollbar-color', 'red blue')) return undefined;
  const muted = getComputedStyle(document.querySelector('aside .text-muted')!).color;
  const boxes = [...document.querySelectorAll('aside .overflow-y-auto, .legal-table')];
  return {
    muted,
    boxes: boxes.map((box) => getComputedStyle(box).scrollbarColor),
    page: getComputedStyle(document.documentElement).scrollbarColor,
  };
}

/** Read in the page: the section's heading lies just below the sticky header, not under it. */
function justBelowHeader(id: string) {
  const header = document.querySelector('body > header')!.getBoundingClientRect();
  const gap = document.getElementById(id)!.getBoundingClientRect().top - header.bottom;
  return gap >= 0 && gap <= 24;
}

test('a link to a section lands its heading just below the sticky header, on a phone', async ({
  site,
}) => {
  await site.page.setViewport(375, 740);
  // Far down long pages: where an estimate of the text above would show.
  for (const [path, id] of [
    ['/terms', 'dispute-resolution'],
    ['/es/privacy', 'cookies'],
  ] as const) {
    await site.visit(`${path}#${id}`);
    await site.until(`${path}#${id}: the heading is just below the header`, justBelowHeader, id);
  }
  // And a link within the page, followed from its top.
  await site.visit('/terms');
  await site.page.click('.legal-prose > p a[href="#dispute-resolution"]');
  await site.until(
    '/terms: following the link to #dispute-resolution lands its heading just below the header',
    justBelowHeader,
    'dispute-resolution',
  );
});

test('the scrolling boxes inside a legal page take their scrollbar colours from the theme', async ({
  site,
}) => {
  for (const theme of ['light', 'dark'] as const) {
    await site.visit('/privacy');
    await site.storeTheme(theme);
    await site.visit('/privacy');
    const colours = await site.page.evaluate(scrollbarColours);
    if (!colours) return cannot('scrollbar-color (its scrollbars are its own)');
    // The contents column and the Privacy Policy's tables: a thumb of muted text on no track.
    expect(colours.boxes.length, theme).toBeGreaterThanOrEqual(2);
    for (const box of colours.boxes) expect(box, theme).toBe(`${colours.muted} rgba(0, 0, 0, 0)`);
    // The page's own scrollbar stays the browser's.
    expect(colours.page, theme).toBe('auto');
  }
});

test('the skip link is the first Tab stop', async ({ site }) => {
  await site.visit('/support');
  await site.page.pressTab();
  expect(await site.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
    'Skip to main content',
  );
});

test('print hides the site navigation, the theme control and the toasts', async ({ site }) => {
  await site.visit('/support');
  await site.page.click('button[data-copy-text]');
  await site.until('a toast to hide', toastSays, 'support@pollfly.example');
  const shown = () =>
    [
      'body > header',
      'body > header a[href="/support"]',
      'select[data-theme-select]',
      'section[aria-label^="Notifications"]',
      'body > footer nav',
    ].map((selector) => {
      const element = document.querySelector(selector);
      return `${selector}: ${element ? (element as HTMLElement).checkVisibility() : 'missing'}`;
    });
  expect(await site.page.evaluate(shown)).toEqual([
    'body > header: true',
    'body > header a[href="/support"]: true',
    'select[data-theme-select]: true',
    'section[aria-label^="Notifications"]: true',
    'body > footer nav: true',
  ]);
  const standIn = await site.page.emulatePrint();
  if (standIn) cannot(standIn);
  expect(await site.page.evaluate(shown)).toEqual([
    'body > header: false',
    'body > header a[href="/support"]: false',
    'select[data-theme-select]: false',
    'section[aria-label^="Notifications"]: false',
    'body > footer nav: false',
  ]);
});
