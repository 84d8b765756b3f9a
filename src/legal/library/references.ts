/**
 * Cross-references by id, numbered by the build: `<Ref to="fees" />` is "Section 3",
 * `<Ref to="a" through="b" />` "Sections 3 through 16". The check, the page, the PDF and the
 * comparisons all resolve them here, so what the check accepts is what they show.
 */
import { sectionLabel, type Heading, type SectionMap } from '../text/section-numbers.ts';
import type { Finding } from '../problems.ts';
import { t, type Language } from '../../i18n/catalogue.ts';
import { attributesOf, type SyntaxNode } from '../text/syntax-tree.ts';

export interface ReferencePart {
  text: string;
  href?: string;
  /** The section it names, `#fees` or `/terms#fees`, whatever its number or language. */
  to?: string;
}

type ReferenceResult = { parts: ReferencePart[] } | Finding | { unreadable: true };

export interface ReferenceScope {
  /** The language of the text: it names the sections. */
  language: Language;
  /** This document's address, `/terms`. */
  route: string;
  /** An address in the text's language: `/es/privacy`. */
  localize: (path: string) => string;
  own: SectionMap;
  /** Whether every heading has a valid id; until then a missing id is not reported. */
  ownComplete: boolean;
  /** Every legal document's address. */
  documents: readonly string[];
  /** Another document's sections: `undefined` for no document, `'unreadable'` while it has problems. */
  other: (route: string) => SectionMap | 'unreadable' | undefined;
}

interface Target {
  route: string;
  section: Heading;
}

const example = (sections: SectionMap) =>
  [...sections.values()].find((section) => section.number !== undefined)?.id ?? 'section-id';

function findTarget(
  value: string,
  scope: ReferenceScope,
  attribute: string,
): Target | Finding | { unreadable: true } {
  const [path = '', id] = value.includes('#') ? value.split('#', 2) : ['', value];
  const route = path || scope.route;
  const written = `${attribute}="${value}"`;
  if (!id)
    return {
      problem: `${written} names a document but no section`,
      fix: `add the section's id after "#", like ${route}#${example(scope.own)}, or link to the whole document with words: [its title](${route})`,
    };
  const sections = route === scope.route ? scope.own : scope.other(route);
  if (sections === 'unreadable') return { unreadable: true };
  if (!sections)
    return {
      problem: `${written} points at no legal document`,
      fix: `write a section id of this file, or /privacy, /terms or /official-rules followed by "#" and an id`,
    };
  const section = sections.get(id);
  if (!section && sections === scope.own && !scope.ownComplete) return { unreadable: true };
  const where = route === scope.route ? 'this file' : route;
  if (!section)
    return {
      problem: `${written} names no section of ${where}`,
      fix: `use one of its ids: ${[...sections.keys()].join(', ')}`,
    };
  if (section.number === undefined)
    return {
      problem: `the section "${id}" of ${where} has no number for <Ref> to show`,
      fix: `refer to it with words instead, like [its heading](${route === scope.route ? '' : route}#${id})`,
    };
  return { route, section };
}

/** A part linking to `target`: its words, its address from this text, and the section it names. */
function linkTo({ route, section }: Target, scope: ReferenceScope, text: string): ReferencePart {
  const own = route === scope.route;
  const id = `#${section.id}`;
  return { text, href: own ? id : scope.localize(route) + id, to: own ? id : route + id };
}

/** The words and links a `<Ref>` shows, or what is wrong with it. */
export function resolveReference(
  attributes: Readonly<Record<string, string | undefined>>,
  scope: ReferenceScope,
): ReferenceResult {
  const { to, through } = attributes;
  if (!to)
    return {
      problem: '<Ref> does not say which section it refers to',
      fix: `name the section's id, like <Ref to="${example(scope.own)}" />`,
    };
  const first = findTarget(to, scope, 'to');
  if (!('section' in first)) return first;
  const label = (section: Heading) => sectionLabel(section, scope.language)!;
  if (through === undefined) return { parts: [linkTo(first, scope, label(first.section))] };

  const qualified =
    through.includes('#') || first.route === scope.route ? through : `${first.route}#${through}`;
  const last = findTarget(qualified, scope, 'through');
  if (!('section' in last)) return last;
  if (last.route !== first.route)
    return {
      problem: `to and through name sections of different documents`,
      fix: 'a range stays within one document: name two of its sections',
    };
  const kind = (section: Heading) => `${section.depth}:${section.annex}`;
  if (kind(first.section) !== kind(last.section))
    return {
      problem: `${label(first.section)} and ${label(last.section)} are not the same kind of section`,
      fix: 'a range runs between two sections, or two subsections, numbered the same way',
    };
  if (last.section.line <= first.section.line)
    return {
      problem: `the range runs backwards: ${label(last.section)} does not come after ${label(first.section)}`,
      fix: 'put the first section in to and the last in through',
    };
  return {
    parts: t(scope.language)
      .legalText.sections<ReferencePart>(
        linkTo(first, scope, first.section.number!),
        linkTo(last, scope, last.section.number!),
      )
      .map((part) => (typeof part === 'string' ? { text: part } : part)),
  };
}

/** A `<Ref>`'s parts as Markdown: a link keeps the section it names (`data.reference`), which comparisons read. */
const referenceNodes = (parts: readonly ReferencePart[]): SyntaxNode[] =>
  parts.map(
    (part) =>
      (part.href
        ? {
            type: 'link',
            url: part.href,
            title: null,
            data: { reference: { to: part.to! } },
            children: [{ type: 'text', value: part.text }],
          }
        : { type: 'text', value: part.text }) as SyntaxNode,
  );

/** `tree` with each `<Ref>` numbered in `scope`: the tree the PDF and the comparisons read. */
export function numberedTree(tree: SyntaxNode, scope: ReferenceScope): SyntaxNode {
  const children = tree.children?.flatMap((child) => {
    if (child.type !== 'mdxJsxTextElement' || child.name !== 'Ref')
      return [numberedTree(child, scope)];
    const result = resolveReference(attributesOf(child), scope);
    // The check has refused an unresolved reference before anything reads the tree.
    return 'parts' in result ? referenceNodes(result.parts) : [];
  });
  return children ? { ...tree, children } : tree;
}
