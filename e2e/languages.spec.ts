/**
 * The site in every language it speaks: each page says its language, tells search engines where
 * its translations are (only where they are translations, and both ways), links to itself in the
 * other language, and the islands speak the page's language. Read from the build and through
 * Cloudflare's runtime, so it holds for every build this runs against.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/built-site';
import { builtPages, type BuiltPage } from '../tools/built-pages';
import { t } from '../src/i18n/catalogue';
import { THEME_CHOICES } from '../src/client/theme';

interface PageHead {
  lang: string;
  alternates: Map<string, string>;
  /** The header's link to the page in the other language: its target and the language it names. */
  languageLink: { href: string; hreflang: string } | undefined;
}

async function readHead(page: BuiltPage): Promise<PageHead> {
  const html = await readFile(page.file, 'utf8');
  const alternates = new Map(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => [lang!, href!] as const,
    ),
  );
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  const link = /<a href="([^"]+)" hreflang="([^"]+)"/.exec(header);
  return {
    lang: /<html lang="([^"]+)"/.exec(html)![1]!,
    alternates,
    languageLink: link ? { href: link[1]!, hreflang: link[2]! } : undefined,
  };
}

const spanish = (path: string) => path === '/es' || path.startsWith('/es/');
const englishOf = (path: string) => (path === '/es' ? '/' : path.replace(/^\/es(?=\/)/, ''));
const spanishOf = (path: string) => (path === '/' ? '/es' : `/es${path}`);

test('every page says its language, and has its counterpart in the other', async ({
  builtSite,
}) => {
  const pages = await builtPages(builtSite);
  const paths = new Set(pages.map((page) => page.path));
  for (const page of pages) {
    const head = await readHead(page);
    expect(head.lang, page.path).toBe(spanish(page.path) ? 'es' : 'en');
    const counterpart = spanish(page.path) ? englishOf(page.path) : spanishOf(page.path);
    expect(paths.has(counterpart), `${page.path} → ${counterpart}`).toBe(true);
  }
});

test('hreflang alternates name both languages and x-default, and are reciprocal', async ({
  builtSite,
}) => {
  const pages = await builtPages(builtSite);
  const heads = new Map(
    await Promise.all(pages.map(async (page) => [page.path, await readHead(page)] as const)),
  );
  let translated = 0;
  for (const [path, head] of heads) {
    if (head.alternates.size === 0) continue;
    translated += 1;
    expect([...head.alternates.keys()].sort(), path).toEqual(['en', 'es', 'x-default']);
    expect(head.alternates.get('x-default'), path).toBe(head.alternates.get('en'));
    for (const lang of ['en', 'es']) {
      const target = new URL(head.alternates.get(lang)!).pathname.replace(/\/$/, '') || '/';
      const other = heads.get(target);
      expect(other, `${path} names ${target}, which was not built`).toBeDefined();
      // The page it names names the same set back, this page's canonical address included.
      expect(Object.fromEntries(other!.alternates), `${target} ← ${path}`).toEqual(
        Object.fromEntries(head.alternates),
      );
    }
  }
  expect(translated).toBeGreaterThan(4);
});

test('the header links every page to the same page in the other language, and back', async ({
  builtSite,
  request,
}) => {
  const pages = await builtPages(builtSite);
  for (const page of pages) {
    const link = (await readHead(page)).languageLink;
    expect(link, page.path).toBeDefined();
    expect(link!.hreflang).toBe(spanish(page.path) ? 'en' : 'es');
    if (page.path.endsWith('/404')) {
      // A missing page has no counterpart: the link leads to the other language's home.
      expect(link!.href).toBe(spanish(page.path) ? '/' : '/es');
      continue;
    }
    expect(link!.href).toBe(spanish(page.path) ? englishOf(page.path) : spanishOf(page.path));
    const response = await request.get(link!.href, { maxRedirects: 0 });
    expect(response.status(), link!.href).toBe(200);
    const back = /<header[\s\S]*?<a href="([^"]+)" hreflang=/.exec(await response.text());
    expect(back?.[1], `${link!.href} links back`).toBe(page.path);
  }
});

test('the sitemap gives each page the alternates its head gives, and no others', async ({
  builtSite,
  request,
}) => {
  const index = await (await request.get('/sitemap-0.xml')).text();
  const entries = [...index.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const url = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
    const path = new URL(url).pathname.replace(/\/$/, '') || '/';
    const file = join(builtSite, path === '/' ? 'index.html' : `${path}.html`);
    const head = await readHead({ path, file });
    const links = new Map(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang!, href!] as const,
      ),
    );
    expect(Object.fromEntries(links), url).toEqual(Object.fromEntries(head.alternates));
  }
});

test('an unknown Spanish address answers 404 with the Spanish not-found page', async ({
  request,
}) => {
  const response = await request.get('/es/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Página no encontrada');
});

test('no page redirects by the browser language', async ({ request }) => {
  const response = await request.get('/', {
    headers: { 'accept-language': 'es-US,es;q=0.9' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="en"');
});

test.describe('the islands on a Spanish page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'], colorScheme: 'light' });
  const words = t('es');

  test('the theme switcher speaks Spanish before and after it wakes, and works', async ({
    page,
  }) => {
    await page.goto('/es/support');
    const select = page.getByRole('combobox', { name: words.theme.label });
    const island = page.locator('astro-island', { has: page.locator('select') });
    const names = THEME_CHOICES.map((choice) => words.theme.choices[choice]);
    await expect(select.locator('option')).toHaveText(names);
    await select.focus();
    await expect(island).not.toHaveAttribute('ssr');
    await expect(select.locator('option')).toHaveText(names);
    await select.selectOption({ label: words.theme.choices.dark });
    await expect(page.locator('html')).toHaveClass('dark');
  });

  test('the toast area announces in Spanish, and its close button is named in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/support');
    await page.getByRole('button', { name: words.copyEmail.button }).click();
    const area = page.getByRole('region', { name: new RegExp(`^${words.toasts.area}`) });
    const toast = area.getByRole('listitem');
    await expect(toast).toContainText(words.copyEmail.copied);
    await expect(toast.getByRole('button', { name: words.toasts.close })).toBeVisible();
  });
});
