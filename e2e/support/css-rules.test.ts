import { describe, expect, it } from 'vitest';
import { mayGoUnused, namesAClass, selectorsOf, staticSelector } from './css-rules';

describe('selectorsOf', () => {
  it('splits a list at its top-level commas only', () => {
    expect(selectorsOf('.a, .b :is(p, li), :where(ul ul, ol ol)')).toEqual([
      '.a',
      '.b :is(p, li)',
      ':where(ul ul, ol ol)',
    ]);
  });
});

describe('staticSelector', () => {
  it('drops pseudo-elements and the states a visitor brings about', () => {
    expect(staticSelector('.legal-prose :where(code)::before')).toBe('.legal-prose :where(code)');
    expect(staticSelector('.hover\\:underline:hover')).toBe('.hover\\:underline');
    expect(staticSelector('.focus\\:not-sr-only:focus')).toBe('.focus\\:not-sr-only');
    expect(staticSelector(':focus-visible')).toBe('*');
  });

  it('keeps structural pseudo-classes, whose absence would be a real finding', () => {
    expect(staticSelector('.x > p:first-child')).toBe('.x > p:first-child');
    expect(staticSelector('li:not(:first-child)')).toBe('li:not(:first-child)');
    expect(staticSelector('[hidden]:where(:not([hidden="until-found"]))')).toBe(
      '[hidden]:where(:not([hidden="until-found"]))',
    );
  });

  it('applies the spacing between items to a list of one item', () => {
    expect(staticSelector(':where(.space-y-6 > :not(:last-child))')).toBe(':where(.space-y-6)');
  });

  it("drops the theme controller's classes, which one visitor or another has", () => {
    expect(staticSelector(':root:not(.light, .dark) .requires-js')).toBe(':root .requires-js');
    expect(staticSelector(':root.theme-switching *')).toBe(':root *');
  });
});

describe('which rules the gate holds to being used', () => {
  it("holds a template's class rules, not the element resets every page shares", () => {
    expect(namesAClass({ selectorText: '.mt-4', layers: ['utilities'] })).toBe(true);
    expect(namesAClass({ selectorText: 'summary', layers: ['base'] })).toBe(false);
    expect(namesAClass({ selectorText: '[hidden]:where(:not([hidden]))', layers: [] })).toBe(false);
  });

  it('lets only the elements a legal text may hold go unused', () => {
    expect(
      mayGoUnused({ selectorText: '.legal-prose :where(code)', layers: ['components', 'text'] }),
    ).toBe(true);
    expect(
      mayGoUnused({ selectorText: '.legal-prose :where(p)', layers: ['components', 'prose'] }),
    ).toBe(false);
    expect(mayGoUnused({ selectorText: '.mt-4', layers: ['utilities'] })).toBe(false);
  });
});
