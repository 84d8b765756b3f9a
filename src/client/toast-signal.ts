/**
 * Dispatched on `window` whenever a toast is raised and no toast area is there to show it. Its
 * own module, so the hydration directive that listens for it (inlined into every page) carries
 * this name and nothing of `notify`.
 */
export const TOAST_WAITING_EVENT = 'toast-waiting';
