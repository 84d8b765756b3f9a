/**
 * The tags editors may write in a legal document, each listed once. The content check accepts
 * exactly these, the page must render every one the compile leaves in place
 * (`components/legal-text/`), and the tests read them from here: adding a tag is an entry here and its rendering.
 * The order is the order messages list them in.
 */
import { ruleNames } from './values.ts';
import { legalFactSettings } from '../config/settings.ts';

interface EditorTag {
  /** For a tag that shows a value, `<Rule name="minimumAge" />`: the names it may show. */
  names?: readonly string[];
  /** A reading aid: shows the text it wraps rather than a value, so plain-text readings keep its words. */
  readingAid?: true;
  /** Written as one tag ending in `/>`, `<Ref to="…" />`; the others wrap text and end with their closing tag. */
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

/** The names a value tag may show; `undefined` for a tag that shows no value (or no tag at all). */
export const valueNamesOf = (name: string): readonly string[] | undefined => tag(name)?.names;

export const isEditorTag = (name: string) => tag(name) !== undefined;

/** Whether a tag is a reading aid (`InShort`, `Define`, `Term`). */
export const isReadingAid = (name: string) => tag(name)?.readingAid === true;

/** How a self-closing tag is written, `<Ref to="…" />`; `undefined` for a tag that wraps text (or no tag at all). */
export const selfClosingExample = (name: string): string | undefined =>
  tag(name)?.selfClosing?.example;
