import type { Language } from '../i18n/catalogue';

/** Given only where it is not English: a prop is bytes in every page's HTML. */
export interface IslandProps {
  language?: Language;
}
