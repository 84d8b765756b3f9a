// Most visitors never raise a toast, so never download React or sonner.
import type { ClientDirective } from 'astro';
import { TOAST_AREA_READY_EVENT, TOAST_EVENT, type Toast } from '../toasts';
import { loadIslandRuntime } from './island-runtime';

// Toasts raised before the island runtime is here fetch it, and wait for the directive.
const beforeRuntime: Toast[] = [];
const keepBeforeRuntime = (event: Event) => {
  beforeRuntime.push((event as CustomEvent<Toast>).detail);
  loadIslandRuntime(document.querySelector('astro-island[client="toast"]'));
};
window.addEventListener(TOAST_EVENT, keepBeforeRuntime);

const hydrateOnToast: ClientDirective = (load) => {
  window.removeEventListener(TOAST_EVENT, keepBeforeRuntime);
  const waiting = beforeRuntime.splice(0);
  const hydrate = () => void load().then((run) => run());
  const keep = (event: Event) => {
    if (waiting.push((event as CustomEvent<Toast>).detail) === 1) hydrate();
  };
  const handOver = () => {
    window.removeEventListener(TOAST_EVENT, keep);
    window.removeEventListener(TOAST_AREA_READY_EVENT, handOver);
    for (const toast of waiting.splice(0))
      window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
  };
  window.addEventListener(TOAST_EVENT, keep);
  window.addEventListener(TOAST_AREA_READY_EVENT, handOver);
  if (waiting.length) hydrate();
};

export default hydrateOnToast;
