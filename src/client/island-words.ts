/**
 * The islands' words, read back from the page that already shows them. The page is rendered from
 * the catalogue with the island's own server render; hydrating, the island reads the same words
 * from that HTML, so neither the catalogue nor props carry them to the browser (a legal page has
 * no bytes to spare for them).
 */
import { THEME_CHOICES, THEME_SELECT_ATTRIBUTE, type ThemeChoice } from './theme';

export interface ThemeLabels {
  label: string;
  choices: Record<ThemeChoice, string>;
}

/** The theme select's label and its options' names, as the page shows them. */
export function shownThemeLabels(page: ParentNode = document): ThemeLabels {
  const select = page.querySelector<HTMLSelectElement>(`select[${THEME_SELECT_ATTRIBUTE}]`);
  const label = select?.labels?.[0]?.textContent ?? '';
  const named = (choice: ThemeChoice) =>
    [...(select?.options ?? [])].find((option) => option.value === choice)?.text ?? '';
  return {
    label,
    choices: Object.fromEntries(THEME_CHOICES.map((choice) => [choice, named(choice)])) as Record<
      ThemeChoice,
      string
    >,
  };
}

/**
 * The toast area's name, as the page shows it: sonner names its region with the name, a space
 * and the shortcut that focuses it (`Notifications alt+T`).
 */
export function shownToastAreaLabel(page: ParentNode = document): string {
  const name =
    page.querySelector('section[aria-live][aria-label]')?.getAttribute('aria-label') ?? '';
  return name.slice(0, Math.max(0, name.lastIndexOf(' ')));
}

/** Where the toast area keeps its close buttons' name, which sonner renders only with a toast. */
export const TOAST_CLOSE_ATTRIBUTE = 'data-close-label';

/** The name of a toast's close button, as the page keeps it. */
export function shownToastCloseLabel(page: ParentNode = document): string {
  return (
    page.querySelector(`[${TOAST_CLOSE_ATTRIBUTE}]`)?.getAttribute(TOAST_CLOSE_ATTRIBUTE) ?? ''
  );
}
