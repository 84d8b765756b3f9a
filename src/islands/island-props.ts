import type { Language } from '../i18n/catalogue';

/**
 * What every island takes: the page's language, given only where it is not English (a prop is
 * bytes in every page's HTML). The islands need it only while the page is built; in the browser
 * they read their words back from the page (`src/client/island-words.ts`).
 */
export interface IslandProps {
  language?: Language;
}
