// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shownThemeLabels, shownToastAreaLabel } from './island-words';
import { THEME_SELECT_ATTRIBUTE } from './theme';

describe('the islands read their words from the page', () => {
  it('the theme select: its label and each option by value, in any order', () => {
    document.body.innerHTML = `
      <label for="t">Tema</label>
      <select id="t" ${THEME_SELECT_ATTRIBUTE}>
        <option value="system">Sistema</option><option value="light">Claro</option><option value="dark">Oscuro</option>
      </select>`;
    expect(shownThemeLabels()).toEqual({
      label: 'Tema',
      choices: { light: 'Claro', dark: 'Oscuro', system: 'Sistema' },
    });
  });

  it("the toast area: its region's name without the shortcut sonner adds", () => {
    document.body.innerHTML = `<div><section aria-label="Notificaciones alt+T" aria-live="polite"></section></div>`;
    expect(shownToastAreaLabel()).toBe('Notificaciones');
  });
});
