// What the CSS-in-use gate (e2e/css-in-use.spec.ts) asks of a rule: which elements of a built
// page it could ever style.

/** A stylesheet rule as the page's CSS object model gives it. */
export interface SheetRule {
  selectorText: string;
  /** The cascade layers it sits in, outermost first: `['components', 'text']`. */
  layers: string[];
}

/**
 * The layer of the elements a legal text may hold though none does yet (text-elements.css): a
 * lawyer's bold words or backticks need no change to the CSS.
 */
const MAY_HOLD_LAYER = 'components.text';

/** A selector list's selectors, split at the commas outside parentheses. */
export function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  return [...selectors, list.slice(start).trim()].filter(Boolean);
}

/** Pseudo-elements, and states a visitor or a script brings about after the page loads. */
const laterState =
  /::?(?:before|after|marker|backdrop|placeholder|selection)\b|:(?:hover|focus-visible|focus-within|focus|active|visited|target|open|popover-open|checked|disabled)\b(?!\()/g;
/** Tailwind's `space-*` and `divide-*`, which apply between items, to a list that has one today. */
const betweenItems = / > :not\(:last-child\)/g;
/** The theme controller's classes on the root: `light` or `dark`, or none without JavaScript. */
const themeState = /:not\(\.light, ?\.dark\)|\.(?:light|dark|theme-switching)\b/g;

/**
 * The selector for the elements the rule can style in some state: without the pseudo-elements,
 * the pointer and focus states and the theme classes, since some visitor brings each about, and
 * without the item count a list's spacing needs, since a list may grow.
 */
export function staticSelector(selector: string): string {
  const stripped = selector
    .replace(themeState, '')
    .replace(laterState, '')
    .replace(betweenItems, '')
    .trim();
  // `:root.dark` becomes `:root`; `.dark .x` becomes ` .x`; a bare state becomes any element.
  return stripped === '' || /^[>+~]/.test(stripped) ? `*${stripped}` : stripped;
}

/** Only the template's own CSS: rules naming a class; the element resets are the same on every page. */
export const namesAClass = (rule: SheetRule) => /\.[a-z_-]/i.test(rule.selectorText);

export const mayGoUnused = (rule: SheetRule) => rule.layers.join('.') === MAY_HOLD_LAYER;
