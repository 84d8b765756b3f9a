// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A system preference the test can flip, notifying `change` listeners as browsers do. */
function emulateSystem(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') === dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (scheme: 'light' | 'dark') => {
    dark = scheme === 'dark';
    listeners.forEach((listener) => listener());
  };
}

let store: typeof import('./theme-store');

beforeEach(async () => {
  vi.resetModules();
  store = await import('./theme-store');
  localStorage.clear();
  document.documentElement.className = '';
});

afterEach(() => vi.unstubAllGlobals());

describe('theme store', () => {
  it('starts from the stored choice once subscribed and saves new choices', () => {
    emulateSystem('light');
    localStorage.setItem('theme', 'dark');
    expect(store.getTheme()).toEqual(store.SERVER_THEME);
    store.subscribeToTheme(() => {});
    expect(store.getTheme()).toEqual({ choice: 'dark', resolved: 'dark' });
    store.chooseTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows the system while the choice is System, and only then', () => {
    const setSystem = emulateSystem('light');
    const listener = vi.fn();
    store.subscribeToTheme(listener);
    setSystem('dark');
    expect(store.getTheme()).toEqual({ choice: 'system', resolved: 'dark' });
    store.chooseTheme('light');
    setSystem('light');
    setSystem('dark');
    expect(store.getTheme()).toEqual({ choice: 'light', resolved: 'light' });
    expect(listener).toHaveBeenCalled();
  });

  it('takes a choice made in another tab from the storage event', () => {
    emulateSystem('light');
    store.subscribeToTheme(() => {});
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(store.getTheme()).toEqual({ choice: 'dark', resolved: 'dark' });
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(store.getTheme()).toEqual({ choice: 'system', resolved: 'light' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'dark' }));
    expect(store.getTheme().choice).toBe('system');
  });

  it('keeps a choice for the page when storage refuses to save it', () => {
    emulateSystem('light');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    store.subscribeToTheme(() => {});
    expect(() => store.chooseTheme('dark')).not.toThrow();
    expect(store.getTheme()).toEqual({ choice: 'dark', resolved: 'dark' });
    vi.restoreAllMocks();
  });
});
