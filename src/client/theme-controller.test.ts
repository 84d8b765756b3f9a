/**
 * The theme controller as pages run it: the compiled inline script, executed by a fresh JSDOM
 * per test while the page is parsed, before the theme select exists.
 */
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileInlineScript } from '../build/inline-scripts';

let script: string;

beforeAll(async () => {
  ({ code: script } = await compileInlineScript(
    fileURLToPath(new URL('./theme-controller.ts', import.meta.url)),
  ));
});

interface PageOptions {
  system?: 'light' | 'dark';
  stored?: string | undefined;
  /** Storage that throws on every access, as with cookies blocked. */
  storage?: 'throws' | 'refuses-writes';
  /** Whether the switcher's island is still waiting to hydrate. */
  hydrated?: boolean;
  /**
   * Chromium fires DOMContentLoaded from the parser, before the parser's mutation callbacks
   * when no script ran after the switcher to deliver them: a page without copy buttons.
   */
  loadedBeforeCallbacks?: boolean;
}

/**
 * A page with the controller in <head> and the switcher after it, as the layout renders them,
 * once the parser's mutation callbacks have run: what a browser would paint first.
 */
async function openPage({
  system = 'light',
  stored,
  storage,
  hydrated = false,
  loadedBeforeCallbacks = false,
}: PageOptions = {}) {
  const html = `<!doctype html><html><head>
    <meta name="theme-color" content="#fff" media="(prefers-color-scheme: light)" data-scheme="light">
    <meta name="theme-color" content="#000" media="(prefers-color-scheme: dark)" data-scheme="dark">
    <script>${script}</script>
    </head><body><header><astro-island ${hydrated ? '' : 'ssr'}><select data-theme-select>
    <option value="light">Light</option><option value="dark">Dark</option><option value="system" selected>System</option>
    </select></astro-island></header></body></html>`;
  let dark = system === 'dark';
  const systemListeners = new Set<() => void>();
  const dom = new JSDOM(html, {
    url: 'https://site.test/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (stored !== undefined) window.localStorage.setItem('theme', stored);
      window.matchMedia = ((query: string) => ({
        get matches() {
          return query.includes('dark') === dark;
        },
        addEventListener: (_type: string, listener: () => void) => systemListeners.add(listener),
      })) as unknown as typeof window.matchMedia;
      if (storage === 'throws') {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new window.DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
      if (storage === 'refuses-writes') {
        window.Storage.prototype.setItem = () => {
          throw new window.DOMException('Quota exceeded', 'QuotaExceededError');
        };
      }
    },
  });
  const { window } = dom;
  if (loadedBeforeCallbacks) window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
  await Promise.resolve();
  const root = window.document.documentElement;
  const select = window.document.querySelector('select')!;
  const metas = [...window.document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  return {
    window,
    select,
    /** What the page shows now. */
    painted: () => ({
      choice: root.dataset['theme'],
      classes: [...root.classList].filter((name) => name !== 'theme-switching').join(' '),
      colorScheme: root.style.colorScheme,
      themeColor: metas.filter((meta) => meta.media === 'all').map((meta) => meta.content),
      excludedMetas: metas.filter((meta) => meta.media === 'not all').length,
      shown: select.value,
    }),
    setSystem(scheme: 'light' | 'dark') {
      dark = scheme === 'dark';
      systemListeners.forEach((listener) => listener());
    },
    pick(choice: string) {
      select.value = choice;
      select.dispatchEvent(new window.Event('change', { bubbles: true }));
    },
    stored: () => window.localStorage.getItem('theme'),
    storageEvent(key: string | null, newValue: string | null) {
      window.dispatchEvent(new window.StorageEvent('storage', { key, newValue }));
    },
  };
}

const expected = (choice: string, resolved: 'light' | 'dark') => ({
  choice,
  classes: resolved,
  colorScheme: resolved,
  themeColor: [resolved === 'dark' ? '#000' : '#fff'],
  excludedMetas: 1,
  shown: choice,
});

describe('the theme controller, on load', () => {
  const cases = [
    { stored: 'light', system: 'dark', choice: 'light', resolved: 'light' },
    { stored: 'light', system: 'light', choice: 'light', resolved: 'light' },
    { stored: 'dark', system: 'light', choice: 'dark', resolved: 'dark' },
    { stored: 'dark', system: 'dark', choice: 'dark', resolved: 'dark' },
    { stored: 'system', system: 'light', choice: 'system', resolved: 'light' },
    { stored: 'system', system: 'dark', choice: 'system', resolved: 'dark' },
    { stored: undefined, system: 'light', choice: 'system', resolved: 'light' },
    { stored: undefined, system: 'dark', choice: 'system', resolved: 'dark' },
    { stored: 'DARK', system: 'light', choice: 'system', resolved: 'light' },
    { stored: '{"theme":"dark"}', system: 'light', choice: 'system', resolved: 'light' },
    { stored: '', system: 'dark', choice: 'system', resolved: 'dark' },
  ] as const;

  for (const { stored, system, choice, resolved } of cases) {
    it(`paints ${resolved} and shows ${choice} for stored ${JSON.stringify(stored ?? null)} with a ${system} system`, async () => {
      expect((await openPage({ stored, system })).painted()).toEqual(expected(choice, resolved));
    });
  }

  it('shows the stored choice when the page finished parsing before its mutation callbacks ran', async () => {
    expect(
      (await openPage({ stored: 'dark', system: 'light', loadedBeforeCallbacks: true })).painted(),
    ).toEqual(expected('dark', 'dark'));
  });

  it('follows the system when storage throws', async () => {
    expect((await openPage({ storage: 'throws', system: 'dark' })).painted()).toEqual(
      expected('system', 'dark'),
    );
  });
});

describe('the native select before its island hydrates', () => {
  it('applies a choice at once and saves it', async () => {
    const page = await openPage();
    page.pick('dark');
    expect(page.painted()).toEqual(expected('dark', 'dark'));
    expect(page.stored()).toBe('dark');
  });

  it('holds a choice for the page when storage throws or refuses it', async () => {
    for (const storage of ['throws', 'refuses-writes'] as const) {
      const page = await openPage({ storage });
      page.pick('dark');
      expect(page.painted()).toEqual(expected('dark', 'dark'));
    }
  });

  it('leaves the select to React once the island has hydrated', async () => {
    const page = await openPage({ hydrated: true });
    page.pick('dark');
    expect(page.painted().classes).toBe('light');
    expect(page.stored()).toBeNull();
  });
});

describe('the theme controller, while the page is open', () => {
  it('applies and saves a choice asked for with the theme-choose event, and announces it', async () => {
    const page = await openPage({ hydrated: true });
    const root = page.window.document.documentElement;
    let changes = 0;
    root.addEventListener('theme-change', () => (changes += 1));
    root.dispatchEvent(new page.window.CustomEvent('theme-choose', { detail: 'dark' }));
    expect(page.painted()).toEqual(expected('dark', 'dark'));
    expect(page.stored()).toBe('dark');
    expect(changes).toBe(1);
  });

  it('follows the system while the choice is System, and only then', async () => {
    const page = await openPage();
    page.setSystem('dark');
    expect(page.painted()).toEqual(expected('system', 'dark'));
    page.pick('light');
    page.setSystem('light');
    page.setSystem('dark');
    expect(page.painted()).toEqual(expected('light', 'light'));
  });

  it('takes a choice made in another tab, and a cleared storage as System', async () => {
    const page = await openPage();
    page.storageEvent('theme', 'dark');
    expect(page.painted()).toEqual(expected('dark', 'dark'));
    page.storageEvent('unrelated', 'light');
    expect(page.painted()).toEqual(expected('dark', 'dark'));
    page.storageEvent(null, null);
    expect(page.painted()).toEqual(expected('system', 'light'));
  });

  it('repaints without transitions, and lets them run again after the frame', async () => {
    const page = await openPage();
    const root = page.window.document.documentElement;
    page.pick('dark');
    expect(root.classList.contains('theme-switching')).toBe(true);
    await new Promise((resolve) => page.window.requestAnimationFrame(resolve));
    await new Promise((resolve) => page.window.requestAnimationFrame(resolve));
    expect(root.classList.contains('theme-switching')).toBe(false);
  });
});
