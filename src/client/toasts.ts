/**
 * The toast channel: `notify()` is the one way any code raises a toast. It is a DOM event, not
 * module state, because the code that raises toasts (the copy buttons, inline in the page), the
 * code that keeps them while the toast area is not there yet (the `client:toast` directive, also
 * inline) and the toast area (a React island, loaded on use) are separate bundles.
 */
export interface Toast {
  kind: 'success' | 'error' | 'info';
  message: string;
  /** A second line, such as the link or address the toast is about. */
  description?: string;
}

/** Dispatched on `window` with the {@link Toast} as `detail`, each time a toast is raised. */
export const TOAST_EVENT = 'toast';

/** Dispatched on `window` by the toast area once it shows every toast raised from then on. */
export const TOAST_AREA_READY_EVENT = 'toast-area-ready';

export function notify(toast: Toast): void {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

/**
 * For the mounted toast area: shows every toast raised from now on, then says it is ready, so
 * that toasts raised before it mounted are raised again (see `directives/hydrate-on-toast.ts`).
 * Returns the disconnect for its unmount.
 */
export function listenForToasts(show: (toast: Toast) => void): () => void {
  const onToast = (event: Event) => show((event as CustomEvent<Toast>).detail);
  window.addEventListener(TOAST_EVENT, onToast);
  window.dispatchEvent(new Event(TOAST_AREA_READY_EVENT));
  return () => window.removeEventListener(TOAST_EVENT, onToast);
}
