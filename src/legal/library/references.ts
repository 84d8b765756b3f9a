// `<Ref>` numbered by the build ("Sections 3 through 16"), one way for the check, page and PDF.
import { sectionLabel, type Heading, type SectionMap } from '../text/section-numbers.ts';
import type { Finding } from '../problems.ts';
import { t, type Language } from '../../i18n/catalogue.ts';
import { attributesOf, type SyntaxNode } from '../text/syntax-tree.ts';

/** `to`: the section it names, `#fees` or `/terms#fees`, whatever its number or language. */
export type ReferencePart = { text: string; href?: string; to?: string };

export type Attributes = Readonly<Record<string, string | undefined>>;
type ReferenceResult = { parts: ReferencePart[] } | Finding | { unreadable: true };

export interface ReferenceScope {
  language: Language;
  route: string;
  localize: (path: string) => string;
  own: SectionMap;
  /** Whether every heading has a valid id; until then a missing id is not reported. */
  ownComplete: boolean;
  documents: readonly string[];
  /** `undefined` for no document, `'unreadable'` while it has problems. */
  other: (route: string) => SectionMap | 'unreadable' | undefined;
}

type Target = { route: string; section: Heading };

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

function linkTo({ route, section }: Target, scope: ReferenceScope, text: string): ReferencePart {
  const own = route === scope.route;
  const id = `#${section.id}`;
  return { text, href: own ? id : scope.localize(route) + id, to: own ? id : route + id };
}

export function resolveReference(attributes: Attributes, scope: ReferenceScope): ReferenceResult {
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
  const link = (target: Target) => linkTo(target, scope, target.section.number!);
  const parts = t(scope.language).legalText.sections<ReferencePart>(link(first), link(last));
  return { parts: parts.map((part) => (typeof part === 'string' ? { text: part } : part)) };
}

export function numberedTree(tree: SyntaxNode, scope: ReferenceScope): SyntaxNode {
  const children = tree.children?.flatMap((child) => {
    if (child.type !== 'mdxJsxTextElement' || child.name !== 'Ref')
      return [numberedTree(child, scope)];
    const result = resolveReference(attributesOf(child), scope);
    // The check has refused an unresolved reference before anything reads the tree.
    if (!('parts' in result)) return [];
    // A link keeps the section it names (`data.reference`): comparisons read it.
    return result.parts.map(({ text, href, to }) => {
      const words: SyntaxNode = { type: 'text', value: text };
      const link = { type: 'link', url: href, title: null, data: { reference: { to: to! } } };
      return href ? ({ ...link, children: [words] } as SyntaxNode) : words;
    });
  });
  return children ? { ...tree, children } : tree;
}
