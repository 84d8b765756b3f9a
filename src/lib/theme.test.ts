// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, THEME_STORAGE_KEY } from './theme';

function emulateSystem(scheme: 'light' | 'dark'): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes(scheme), media: query }));
}

function emulateThrowingStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

const root = document.documentElement;
const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

beforeEach(() => {
  document.head.innerHTML = `
    <meta name="theme-color" content="#fff" media="(prefers-color-scheme: light)" data-scheme="light">
    <meta name="theme-color" content="#000" media="(prefers-color-scheme: dark)" data-scheme="dark">`;
  root.className = '';
  root.removeAttribute('style');
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'localStorage', realStorage);
});

/** The theme the page shows: class, colour scheme and the one theme-color meta left matching. */
function pageTheme() {
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  return {
    classes: root.className,
    colorScheme: root.style.colorScheme,
    themeColor: metas.filter((meta) => meta.media === 'all').map((meta) => meta.content),
    excluded: metas.filter((meta) => meta.media === 'not all').length,
  };
}

describe('applyTheme with the stored choice', () => {
  const cases = [
    { stored: 'light', system: 'dark', choice: 'light', resolved: 'light' },
    { stored: 'light', system: 'light', choice: 'light', resolved: 'light' },
    { stored: 'dark', system: 'light', choice: 'dark', resolved: 'dark' },
    { stored: 'dark', system: 'dark', choice: 'dark', resolved: 'dark' },
    { stored: 'system', system: 'light', choice: 'system', resolved: 'light' },
    { stored: 'system', system: 'dark', choice: 'system', resolved: 'dark' },
    { stored: null, system: 'light', choice: 'system', resolved: 'light' },
    { stored: null, system: 'dark', choice: 'system', resolved: 'dark' },
    { stored: 'DARK', system: 'light', choice: 'system', resolved: 'light' },
    { stored: '{"theme":"dark"}', system: 'light', choice: 'system', resolved: 'light' },
    { stored: '', system: 'dark', choice: 'system', resolved: 'dark' },
  ] as const;

  for (const { stored, system, choice, resolved } of cases) {
    it(`stored ${JSON.stringify(stored)} with a ${system} system paints ${resolved}`, () => {
      emulateSystem(system);
      if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
      expect(applyTheme()).toEqual({ choice, resolved });
      expect(pageTheme()).toEqual({
        classes: resolved,
        colorScheme: resolved,
        themeColor: [resolved === 'dark' ? '#000' : '#fff'],
        excluded: 1,
      });
    });
  }

  for (const system of ['light', 'dark'] as const) {
    it(`falls back to the ${system} system when storage throws`, () => {
      emulateSystem(system);
      emulateThrowingStorage();
      expect(applyTheme()).toEqual({ choice: 'system', resolved: system });
      expect(root.className).toBe(system);
    });
  }
});

describe('applyTheme with an explicit choice', () => {
  it('ignores storage and replaces the previous theme', () => {
    emulateSystem('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    applyTheme();
    expect(applyTheme('dark')).toEqual({ choice: 'dark', resolved: 'dark' });
    expect(pageTheme().classes).toBe('dark');
  });

  it('treats null (storage cleared in another tab) as system', () => {
    emulateSystem('dark');
    expect(applyTheme(null)).toEqual({ choice: 'system', resolved: 'dark' });
  });
});

describe('the inline head script', () => {
  it('runs standalone, as serialised into the page', () => {
    emulateSystem('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    // Any reference to an import or outer binding would throw a ReferenceError here.
    new Function(`(${applyTheme.toString()})();`)();
    expect(pageTheme().classes).toBe('dark');
  });
});
