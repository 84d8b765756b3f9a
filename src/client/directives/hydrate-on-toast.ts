// Most visitors never raise a toast, so never download React or sonner.
import type { ClientDirective } from 'astro';
import { TOAST_AREA_READY_EVENT, TOAST_EVENT, type Toast } from '../toasts';

const hydrateOnToast: ClientDirective = (load) => {
  const waiting: Toast[] = [];
  const keep = (event: Event) => {
    if (waiting.push((event as CustomEvent<Toast>).detail) === 1) void load().then((run) => run());
  };
  const handOver = () => {
    window.removeEventListener(TOAST_EVENT, keep);
    window.removeEventListener(TOAST_AREA_READY_EVENT, handOver);
    for (const toast of waiting.splice(0))
      window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
  };
  window.addEventListener(TOAST_EVENT, keep);
  window.addEventListener(TOAST_AREA_READY_EVENT, handOver);
};

export default hydrateOnToast;
