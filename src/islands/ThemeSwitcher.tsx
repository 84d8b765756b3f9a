import { useId, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import {
  chooseTheme,
  SERVER_THEME,
  subscribeToTheme,
  THEME_CHOICES,
  THEME_SELECT_ATTRIBUTE,
  themeChoice,
  toThemeChoice,
} from '../client/theme';
import { shownThemeLabels, type ThemeLabels } from '../client/island-words';
import { t, type Language } from '../i18n/catalogue';
import { guardedIsland } from './IslandErrorBoundary';

// The page's own words in the browser, so the build drops the catalogue from the bundle.
const themeLabels = (language: Language): ThemeLabels =>
  import.meta.env.SSR ? t(language).theme : shownThemeLabels();

// For the theme controller, which runs the select until this island hydrates.
const themeSelect = { [THEME_SELECT_ATTRIBUTE]: '' };

// A native select, so keyboards and screen readers get the platform's own behaviour.
function ThemeSelect({ language }: { language: Language }) {
  const [labels] = useState(() => themeLabels(language));
  const id = useId();
  const choice = useSyncExternalStore(subscribeToTheme, themeChoice, () => SERVER_THEME.choice);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) =>
    chooseTheme(toThemeChoice(event.target.value));
  return (
    // The select's height from the start: centred in the header, a shorter row would move.
    <div className="requires-js flex h-11 items-center gap-2 text-sm">
      <label htmlFor={id} className="font-semibold text-muted max-sm:sr-only">
        {labels.label}
      </label>
      <select
        id={id}
        {...themeSelect}
        value={choice}
        onChange={onChange}
        className="min-h-11 w-28 rounded-md border border-line bg-surface py-1 pr-1 pl-2 font-semibold text-ink"
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {labels.choices[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

export default guardedIsland(ThemeSelect);
