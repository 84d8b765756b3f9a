// Read back from the server-rendered HTML, so neither the catalogue nor props ship to the browser.
import { THEME_CHOICES, THEME_SELECT_ATTRIBUTE, type ThemeChoice } from './theme';

export type ThemeLabels = { label: string; choices: Record<ThemeChoice, string> };

export function shownThemeLabels(page: ParentNode = document): ThemeLabels {
  const select = page.querySelector<HTMLSelectElement>(`select[${THEME_SELECT_ATTRIBUTE}]`);
  const label = select?.labels?.[0]?.textContent ?? '';
  const named = (choice: ThemeChoice) =>
    [...(select?.options ?? [])].find((option) => option.value === choice)?.text ?? '';
  const choices = Object.fromEntries(THEME_CHOICES.map((choice) => [choice, named(choice)]));
  return { label, choices: choices as ThemeLabels['choices'] };
}

/** sonner appends its shortcut to the region's name: `Notifications alt+T`. */
export function shownToastAreaLabel(page: ParentNode = document): string {
  const name =
    page.querySelector('section[aria-live][aria-label]')?.getAttribute('aria-label') ?? '';
  return name.slice(0, Math.max(0, name.lastIndexOf(' ')));
}

/** The close buttons' name, which sonner renders only with a toast. */
export const TOAST_CLOSE_ATTRIBUTE = 'data-close-label';

export function shownToastCloseLabel(page: ParentNode = document): string {
  return (
    page.querySelector(`[${TOAST_CLOSE_ATTRIBUTE}]`)?.getAttribute(TOAST_CLOSE_ATTRIBUTE) ?? ''
  );
}
