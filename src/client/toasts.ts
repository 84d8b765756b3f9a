// A DOM event, not module state: who raises, keeps and shows toasts are separate bundles.
export type Toast = { kind: 'success' | 'error' | 'info'; message: string; description?: string };

export const TOAST_EVENT = 'toast';

/** Dispatched by the toast area once it shows every toast raised from then on. */
export const TOAST_AREA_READY_EVENT = 'toast-area-ready';

export function notify(toast: Toast): void {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

/** Says it is ready, so toasts raised before it mounted are raised again; returns the unmount. */
export function listenForToasts(show: (toast: Toast) => void): () => void {
  const onToast = (event: Event) => show((event as CustomEvent<Toast>).detail);
  window.addEventListener(TOAST_EVENT, onToast);
  window.dispatchEvent(new Event(TOAST_AREA_READY_EVENT));
  return () => window.removeEventListener(TOAST_EVENT, onToast);
}
