import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { listenForToasts } from '../client/toasts';
import { resolvedTheme, SERVER_THEME, subscribeToTheme } from '../client/theme-store';
import { IslandErrorBoundary } from './IslandErrorBoundary';
import { holdToastsWhileFocused, showToast, TOAST_DURATION_MS } from './sonner-bridge';

/** Sonner's own colours replaced by the site's tokens, which already follow the theme. */
const siteColours = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-text': 'var(--color-ink)',
  '--normal-border': 'var(--color-line)',
} as CSSProperties;

function Toasts() {
  const theme = useSyncExternalStore(subscribeToTheme, resolvedTheme, () => SERVER_THEME.resolved);
  useEffect(() => listenForToasts(showToast), []);
  return (
    <div {...holdToastsWhileFocused}>
      <Toaster
        theme={theme}
        visibleToasts={3}
        duration={TOAST_DURATION_MS}
        closeButton
        containerAriaLabel="Notifications"
        style={siteColours}
      />
    </div>
  );
}

export default function ToastArea() {
  return (
    <IslandErrorBoundary>
      <Toasts />
    </IslandErrorBoundary>
  );
}
