import { useId, useSyncExternalStore, type ChangeEvent } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '../lib/theme';
import { chooseTheme, getTheme, SERVER_THEME, subscribeToTheme } from '../lib/theme-store';
import { IslandErrorBoundary } from './IslandErrorBoundary';

const labels: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

function isThemeChoice(value: string): value is ThemeChoice {
  return (THEME_CHOICES as readonly string[]).includes(value);
}

const subscribeToNothing = () => () => {};

/**
 * A native select: keyboard and screen readers get the platform's own behaviour, including
 * announcing the current choice. It renders invisible (keeping its space, so nothing shifts)
 * until hydrated, because a control that does nothing yet must not be offered; without
 * JavaScript the `requires-js` utility removes it entirely.
 */
function ThemeSelect() {
  const id = useId();
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const choice = useSyncExternalStore(subscribeToTheme, () => getTheme().choice, () => SERVER_THEME.choice);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isThemeChoice(event.target.value)) chooseTheme(event.target.value);
  };
  return (
    <div className={`requires-js flex items-center gap-2 text-sm ${hydrated ? '' : 'invisible'}`}>
      <label htmlFor={id} className="font-semibold text-muted max-sm:sr-only">
        Theme
      </label>
      <select
        id={id}
        value={choice}
        onChange={onChange}
        className="min-h-11 rounded-md border border-line bg-surface py-1 pr-1 pl-2 font-semibold text-ink"
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function ThemeSwitcher() {
  return (
    <IslandErrorBoundary>
      <ThemeSelect />
    </IslandErrorBoundary>
  );
}
