/**
 * `client:toast`: hydrates the toast area when the first toast is raised, and not before. Most
 * visitors never raise one, so most never download React or sonner. Every toast raised until
 * the area is ready is kept here and raised again for it, in order, so none is lost; the area's
 * live region is in the HTML from the start, so each is announced.
 */
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
