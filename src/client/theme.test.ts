// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseTheme,
  resolvedTheme,
  subscribeToTheme,
  themeChoice,
  type ThemeChoice,
} from './theme';

const root = document.documentElement;

afterEach(() => {
  root.className = '';
  delete root.dataset['theme'];
});

describe('theme store', () => {
  it('reads what the controller painted on <html>', () => {
    root.dataset['theme'] = 'dark';
    root.className = 'dark';
    expect([themeChoice(), resolvedTheme()]).toEqual(['dark', 'dark']);
    root.dataset['theme'] = 'system';
    root.className = 'light';
    expect([themeChoice(), resolvedTheme()]).toEqual(['system', 'light']);
  });

  it('reads a page the controller has not painted as System, light', () => {
    expect([themeChoice(), resolvedTheme()]).toEqual(['system', 'light']);
  });

  it('calls subscribers on every theme change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTheme(listener);
    root.dispatchEvent(new Event('theme-change'));
    unsubscribe();
    root.dispatchEvent(new Event('theme-change'));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('asks the controller for a choice with the theme-choose event', () => {
    const asked = vi.fn<(choice: ThemeChoice) => void>();
    root.addEventListener('theme-choose', (event) =>
      asked((event as CustomEvent<ThemeChoice>).detail),
    );
    chooseTheme('dark');
    expect(asked).toHaveBeenCalledWith('dark');
  });
});
