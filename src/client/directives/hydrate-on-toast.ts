/**
 * `client:toast`: hydrates the toast area when the first toast is raised, and not before. Most
 * visitors never raise one, so most never download React or sonner. `notify()` holds the toast
 * until the area has mounted; the area's live region is in the HTML from the start, so the
 * toast is announced.
 */
import type { ClientDirective } from 'astro';
import { TOAST_WAITING_EVENT } from '../toast-signal';

const hydrateOnToast: ClientDirective = (load) => {
  const hydrate = () => {
    window.removeEventListener(TOAST_WAITING_EVENT, hydrate);
    void load().then((run) => run());
  };
  window.addEventListener(TOAST_WAITING_EVENT, hydrate);
};

export default hydrateOnToast;
