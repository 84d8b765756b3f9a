import type { Language } from './catalogue';

/**
 * The BCP 47 tag each language's dates and numbers are formatted with: Spanish as written in the
 * United States (`es-US`: "12 de marzo de 2025", "$9,075.00"), since the site's readers are there.
 */
export const languageTags: Record<Language, string> = { en: 'en-US', es: 'es-US' };
