/**
 * The tags editors may write in a legal text, listed once: the check accepts these, the page
 * renders each the compile leaves (`components/legal-text/`). In the order messages list them.
 */
import { ruleNames } from './values.ts';
import { legalFactSettings } from '../config/settings.ts';

interface EditorTag {
  /** The names a value tag may show: `<Rule name="minimumAge" />`. */
  names?: readonly string[];
  /** Shows the words it wraps, which plain-text readings keep. */
  readingAid?: true;
  /** Written as one tag ending in `/>`; the others wrap text. */
  selfClosing?: { example: string };
}

const editorTags = {
  /** A business rule's words, defined once in `src/config/rules.ts`. */
  Rule: { names: ruleNames, selfClosing: { example: '<Rule name="…" />' } },
  /** A company detail from the site's settings: who we are, how to reach us, the operator's facts. */
  Setting: { names: legalFactSettings, selfClosing: { example: '<Setting name="…" />' } },
  /** A cross-reference by id, numbered by the build: "Section 15". */
  Ref: { selfClosing: { example: '<Ref to="…" />' } },
  /** A lettered list: (a), (b), (c). */
  Lettered: {},
  /** A section's plain-language summary. */
  InShort: { readingAid: true },
  /** Where a term is defined. */
  Define: { readingAid: true },
  /** A use of a defined term, linked to its definition. */
  Term: { readingAid: true },
} as const satisfies Record<string, EditorTag>;

type EditorTagName = keyof typeof editorTags;

/** The tags the page renders: all but the values, which the compile writes as words. */
export type RenderedTagName = {
  [Name in EditorTagName]: (typeof editorTags)[Name] extends { names: readonly string[] }
    ? never
    : Name;
}[EditorTagName];

const tag = (name: string): EditorTag | undefined =>
  Object.hasOwn(editorTags, name) ? editorTags[name as EditorTagName] : undefined;

/** Every tag, in the order messages list them. */
export const editorTagNames = Object.keys(editorTags) as readonly EditorTagName[];

/** The names a value tag may show; `undefined` for another tag. */
export const valueNamesOf = (name: string): readonly string[] | undefined => tag(name)?.names;

export const isEditorTag = (name: string) => tag(name) !== undefined;

export const isReadingAid = (name: string) => tag(name)?.readingAid === true;

/** How a self-closing tag is written: `<Ref to="…" />`. */
export const selfClosingExample = (name: string): string | undefined =>
  tag(name)?.selfClosing?.example;
