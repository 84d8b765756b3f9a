import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { listenForToasts } from '../client/toasts';
import {
  shownToastAreaLabel,
  shownToastCloseLabel,
  TOAST_CLOSE_ATTRIBUTE,
} from '../client/island-words';
import { t, type Language } from '../i18n/catalogue';
import { resolvedTheme, SERVER_THEME, subscribeToTheme } from '../client/theme';
import { guardedIsland } from './IslandErrorBoundary';
import { holdToastsWhileFocused, showToast, TOAST_DURATION_MS } from './sonner-bridge';

const siteColours = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-text': 'var(--color-ink)',
  '--normal-border': 'var(--color-line)',
} as CSSProperties;

// The page's own words in the browser, so the build drops the catalogue from the bundle.
const toastLabels = (language: Language) =>
  import.meta.env.SSR
    ? t(language).toasts
    : { area: shownToastAreaLabel(), close: shownToastCloseLabel() };

function Toasts({ language }: { language: Language }) {
  const [labels] = useState(() => toastLabels(language));
  const theme = useSyncExternalStore(subscribeToTheme, resolvedTheme, () => SERVER_THEME.resolved);
  useEffect(() => listenForToasts(showToast), []);
  return (
    <div {...holdToastsWhileFocused} {...{ [TOAST_CLOSE_ATTRIBUTE]: labels.close }}>
      <Toaster
        theme={theme}
        visibleToasts={3}
        duration={TOAST_DURATION_MS}
        closeButton
        containerAriaLabel={labels.area}
        toastOptions={{ closeButtonAriaLabel: labels.close }}
        style={siteColours}
      />
    </div>
  );
}

export default guardedIsland(Toasts);
