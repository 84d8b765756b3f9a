/**
 * The one way any code raises a toast, from islands and plain `<script>` modules alike. It knows
 * nothing about React or sonner: the toast area hydrates only when a toast waits for it (the
 * `client:toast` directive listens for {@link TOAST_WAITING_EVENT}) and connects itself once it
 * has mounted; toasts raised before that wait here, so none is lost.
 */
import { TOAST_WAITING_EVENT } from './toast-signal';

export interface Toast {
  kind: 'success' | 'error' | 'info';
  message: string;
  /** A second line, such as the link or address the toast is about. */
  description?: string;
}

type ShowToast = (toast: Toast) => void;

const waiting: Toast[] = [];
let show: ShowToast | undefined;

export function notify(toast: Toast): void {
  if (show) {
    show(toast);
    return;
  }
  waiting.push(toast);
  window.dispatchEvent(new Event(TOAST_WAITING_EVENT));
}

/**
 * Hands every toast, starting with those raised so far, to the mounted toast area. Returns the
 * disconnect for its unmount, after which toasts wait again.
 */
export function connectToastArea(showToast: ShowToast): () => void {
  show = showToast;
  for (const toast of waiting.splice(0)) showToast(toast);
  return () => {
    if (show === showToast) show = undefined;
  };
}
