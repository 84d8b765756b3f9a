import { describe, expect, it } from 'vitest';
import { localizedPath, pageLanguage, unlocalizedPath } from './page-language';

describe('localizedPath', () => {
  it('keeps English addresses and puts every other language’s under its code, anchors and all', () => {
    expect(localizedPath('en', '/terms#fees')).toBe('/terms#fees');
    expect(localizedPath('es', '/terms#fees')).toBe('/es/terms#fees');
    expect(localizedPath('es', '/terms/history/2025-03-12')).toBe('/es/terms/history/2025-03-12');
    expect(localizedPath('es', '/')).toBe('/es');
  });

  it('moves an address already in a language to the one asked for, never prefixing twice', () => {
    expect(localizedPath('es', '/es/terms')).toBe('/es/terms');
    expect(localizedPath('en', '/es/terms#fees')).toBe('/terms#fees');
    expect(localizedPath('en', '/es')).toBe('/');
  });
});

describe('unlocalizedPath', () => {
  it('names the language of an address and its English address', () => {
    expect(unlocalizedPath('/es/terms/history')).toEqual({
      language: 'es',
      path: '/terms/history',
    });
    expect(unlocalizedPath('/es')).toEqual({ language: 'es', path: '/' });
    expect(unlocalizedPath('/terms')).toEqual({ language: 'en', path: '/terms' });
  });

  it('does not take a page whose name only starts with a language code for one in it', () => {
    expect(unlocalizedPath('/essentials')).toEqual({ language: 'en', path: '/essentials' });
  });
});

describe('pageLanguage', () => {
  it('is the current locale when the site speaks it, English otherwise', () => {
    expect(pageLanguage('es')).toBe('es');
    expect(pageLanguage(undefined)).toBe('en');
    expect(pageLanguage('fr')).toBe('en');
  });
});
