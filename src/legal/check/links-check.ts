// What needs the other texts: a lost id, links into the site, `<Ref>`s (resolved as the page does).
import type { Outline } from '../text/outline.ts';
import type { Heading } from '../text/section-numbers.ts';
import { idFromWords, splitHeadingNumber, typedNumbers } from '../text/section-numbers.ts';
import { resolveReference, type ReferenceScope } from '../library/references.ts';
import type { Problem } from '../problems.ts';
import { sitePages } from '../../config/site-pages.ts';
import { unlocalizedPath } from '../../i18n/page-language.ts';

const linkablePages = Object.values(sitePages).filter((path) => path !== sitePages.notFound);
const wordsOf = ({ title }: Heading) => splitHeadingNumber(title).words.toLowerCase();

/** The id a heading that lost it was published with: links and bookmarks use it. */
export function publishedId(
  heading: Heading,
  published: readonly Heading[],
  used: ReadonlySet<string>,
): string | undefined {
  const free = published.filter(
    (candidate) =>
      candidate.depth === heading.depth &&
      candidate.annex === heading.annex &&
      candidate.id !== undefined &&
      !used.has(candidate.id),
  );
  const { number } = heading;
  return (
    free.find((candidate) => wordsOf(candidate) === wordsOf(heading)) ??
    (number === undefined ? undefined : free.find((candidate) => candidate.number === number))
  )?.id;
}

export function lintLinks(outline: Outline, scope: ReferenceScope, published: readonly Heading[]) {
  const problems: Problem[] = [];
  const report = (line: number, problem: string, fix: string) =>
    problems.push({ line, problem, fix });
  const { own } = scope;
  const used = new Set(outline.headings.flatMap((heading) => heading.id ?? []));
  for (const heading of outline.headings) {
    if (heading.id !== undefined || heading.depth < 2 || heading.depth > 3) continue;
    const marks = '#'.repeat(heading.depth);
    const id = publishedId(heading, published, used);
    report(
      heading.line,
      'this section has no id',
      id
        ? `end the heading with the id it was published with: "${marks} ${heading.title} {#${id}}" (links and bookmarks to the published text use it)`
        : `end the heading with one: "${marks} ${heading.title} {#${idFromWords(splitHeadingNumber(heading.title).words)}}" (links and bookmarks use it, so never change it once published)`,
    );
  }
  const here = scope.localize(scope.route);
  const pages = [...linkablePages, ...scope.documents].map(scope.localize);
  for (const { target, text, line } of outline.links) {
    // The text's own check reports an external address, a target not a path, a typed number.
    if (/^(?:https?:|mailto:|tel:)/.test(target) || !/^[/#]/.test(target)) continue;
    const [path = '', fragment] = target.split('#', 2);
    if (fragment && typedNumbers().test(text)) continue;
    const route = path || here;
    if (!pages.includes(route)) {
      report(
        line,
        `the link "${target}" points at no page of this site`,
        `use one of: ${pages.join(', ')}`,
      );
      continue;
    }
    if (fragment === undefined) continue;
    const sections = route === here ? own : scope.other(unlocalizedPath(route).path);
    if (sections === 'unreadable' || (sections === own && !scope.ownComplete && !own.has(fragment)))
      continue;
    if (!sections)
      report(
        line,
        `the link "${target}" points into ${route}, whose sections cannot be checked`,
        `link to ${route} without "#${fragment}"`,
      );
    else if (!sections.has(fragment))
      report(
        line,
        `the link "${target}" points at no section of ${route === here ? 'this file' : route}`,
        `use one of its ids: ${[...sections.keys()].join(', ')}`,
      );
  }
  for (const { name, attributes, line } of outline.tags) {
    if (name !== 'Ref') continue;
    const result = resolveReference(attributes, scope);
    if ('problem' in result) report(line, result.problem, result.fix);
  }
  return problems;
}
