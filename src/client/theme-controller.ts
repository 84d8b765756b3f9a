// Inline in <head>, so the theme is painted before first paint and the select works before React.
import {
  THEME_CHANGE_EVENT,
  THEME_CHOICES,
  THEME_CHOOSE_EVENT,
  THEME_SELECT_ATTRIBUTE,
  THEME_STORAGE_KEY,
  toThemeChoice,
  type ThemeChoice,
} from './theme';

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function saveChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage is blocked (privacy mode, cookies off): the choice still holds on this page.
  }
}

export default function startThemeController(): void {
  const root = document.documentElement;
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  let choice: ThemeChoice = 'system';

  function showChoice(): boolean {
    const selects = document.querySelectorAll<HTMLSelectElement>(
      `select[${THEME_SELECT_ATTRIBUTE}]`,
    );
    selects.forEach((select) => (select.value = choice));
    return [...selects].some((select) => select.options.length === THEME_CHOICES.length);
  }

  function paint(requested: unknown): void {
    choice = toThemeChoice(requested);
    const resolved = choice === 'system' ? (systemDark.matches ? 'dark' : 'light') : choice;
    root.dataset['theme'] = choice;
    root.classList.toggle('dark', resolved === 'dark');
    root.classList.toggle('light', resolved === 'light');
    root.style.colorScheme = resolved;
    // Each theme-color meta carries its scheme; only the resolved one may match any media.
    document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
      meta.media = meta.dataset['scheme'] === resolved ? 'all' : 'not all';
    });
    showChoice();
    root.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  }

  // Without colour transitions, so switching never animates the whole page.
  function repaint(requested: unknown): void {
    root.classList.add('theme-switching');
    paint(requested);
    // Reading layout flushes the new colours while transitions are still disabled.
    void root.offsetHeight;
    requestAnimationFrame(() => root.classList.remove('theme-switching'));
  }

  function choose(requested: unknown): void {
    saveChoice(toThemeChoice(requested));
    repaint(requested);
  }

  paint(storedChoice());

  systemDark.addEventListener('change', () => {
    if (choice === 'system') repaint(choice);
  });
  window.addEventListener('storage', (event) => {
    // `key` is null when another tab cleared all storage, which means back to system.
    if (event.key === THEME_STORAGE_KEY || event.key === null) repaint(event.newValue);
  });
  root.addEventListener(THEME_CHOOSE_EVENT, (event) =>
    choose((event as CustomEvent<unknown>).detail),
  );
  // Until its island hydrates (Astro then removes `ssr`), the native select is the control.
  document.addEventListener('change', ({ target }) => {
    if (
      target instanceof HTMLSelectElement &&
      target.matches(`astro-island[ssr] [${THEME_SELECT_ATTRIBUTE}]`)
    )
      choose(target.value);
  });
  // Mutation callbacks run before paint, so the select shows the choice from its first frame.
  const parsing = new MutationObserver(() => {
    if (showChoice()) parsing.disconnect();
  });
  parsing.observe(root, { childList: true, subtree: true });
  // Chromium fires this from the parser, before the callbacks for its last mutations unless a
  // script ran after the select: so the select shows the choice here too.
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      parsing.disconnect();
      showChoice();
    },
    { once: true },
  );
}
