// A translation keeps its English text's structure, so `/es/terms#x` leads where `/terms#x` does.
import type { Outline, Tag } from '../text/outline.ts';
import type { Heading } from '../text/section-numbers.ts';
import type { TextMeta } from '../text/read-text.ts';
import type { Problem } from '../problems.ts';

const marks = (heading: Heading) => '#'.repeat(heading.depth);
const named = (heading: Heading) => `"${heading.title}" {#${heading.id}}`;

function lintHeadings(english: Heading[], translated: Heading[]): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map(english.map((heading) => [heading.id, heading]));
  const present = new Set(translated.map((heading) => heading.id));
  const missing = english.filter((heading) => !present.has(heading.id));
  for (const heading of translated) {
    const source = byId.get(heading.id);
    const { number } = heading;
    if (!source) {
      const renamed = missing.find(
        (candidate) =>
          candidate.depth === heading.depth && number !== undefined && candidate.number === number,
      );
      if (renamed) {
        missing.splice(missing.indexOf(renamed), 1);
        problems.push({
          line: heading.line,
          problem: `the id "${heading.id}" is not one of the English text's; its section ${number} there is ${named(renamed)}`,
          fix: `use the English id, {#${renamed.id}}: an address ending in #${renamed.id} must lead to the same section in both languages`,
        });
      } else
        problems.push({
          line: heading.line,
          problem: `section ${named(heading)} is not in the English text`,
          fix: 'remove it: a translation has exactly the sections of the version it translates',
        });
      continue;
    }
    if (source.depth !== heading.depth)
      problems.push({
        line: heading.line,
        problem: `this heading is "${marks(heading)}", but the English heading {#${source.id}} is "${marks(source)}"`,
        fix: `write it with "${marks(source)}", as the English text does`,
      });
    else if (number !== source.number)
      problems.push({
        line: heading.line,
        problem: `this heading is numbered ${number ?? 'nothing'}, but the English heading {#${source.id}} is numbered ${source.number ?? 'nothing'}`,
        fix: source.number
          ? `number it ${source.number}, as the English text does`
          : 'write it without a number, as the English text does',
      });
  }
  for (const heading of missing) {
    // Reported where it belongs: at the translated heading that follows it in the English text.
    const after = english.slice(english.indexOf(heading) + 1).find((next) => present.has(next.id));
    const line =
      translated.find((candidate) => candidate.id === after?.id)?.line ??
      translated.at(-1)?.line ??
      1;
    problems.push({
      line,
      problem: `section ${named(heading)} of the English text is missing from this translation${after ? ', before this heading' : ''}`,
      fix: `translate it in its place, with the same number and id: "${marks(heading)} ${heading.number ?? ''}… {#${heading.id}}"`,
    });
  }
  return problems;
}

const headingLine = (translated: Outline, id: string) =>
  translated.headings.find((heading) => heading.id === id)?.line ??
  translated.headings[0]?.line ??
  1;

function sectionAt(headings: readonly Heading[], line: number): string {
  return headings.findLast((heading) => heading.depth === 2 && heading.line <= line)?.id ?? '';
}

const refKey = ({ attributes }: Tag) =>
  `<Ref to="${attributes['to'] ?? ''}"${attributes['through'] === undefined ? '' : ` through="${attributes['through']}"`} />`;

const referencesBySection = (outline: Outline, isValid: (ref: Tag) => boolean) =>
  Map.groupBy(
    outline.tags.filter((tag) => tag.name === 'Ref' && isValid(tag)),
    (tag) => sectionAt(outline.headings, tag.line),
  );

function lintReferences(english: Outline, translated: Outline, resolves: (ref: Tag) => boolean) {
  const problems: Problem[] = [];
  const source = referencesBySection(english, () => true);
  const written = referencesBySection(translated, resolves);
  const where = (id: string) => (id ? `section {#${id}}` : 'opening text');
  const translatedIds = new Set(translated.headings.map((heading) => heading.id));
  const englishIds = new Set(english.headings.map((heading) => heading.id));
  // A section only one of the texts has is reported by the headings' check, with its references.
  const shared = (id: string) => id === '' || (translatedIds.has(id) && englishIds.has(id));
  for (const id of new Set([...source.keys(), ...written.keys()].filter(shared))) {
    const expected = (source.get(id) ?? []).map(refKey);
    const left = [...expected];
    for (const ref of written.get(id) ?? []) {
      const index = left.indexOf(refKey(ref));
      if (index !== -1) {
        left.splice(index, 1);
        continue;
      }
      problems.push({
        line: ref.line,
        problem: `${refKey(ref)} is not a reference of the English text's ${where(id)}`,
        fix: expected.length
          ? `refer to what the English ${where(id)} refers to, as it writes it: ${[...new Set(expected)].join(', ')}`
          : `remove it: the English ${where(id)} refers to no section`,
      });
    }
    const line = headingLine(translated, id);
    for (const ref of new Set(left)) {
      const count = left.filter((key) => key === ref).length;
      problems.push({
        line,
        problem: `the English text has ${ref} in its ${where(id)}${count > 1 ? ` ${count} more times than this translation` : ', which this translation leaves out'}`,
        fix: `translate the sentence it is in, keeping ${ref} as it is written`,
      });
    }
  }
  return problems;
}

function lintDefinitions(english: TextMeta, translated: Outline): Problem[] {
  const problems: Problem[] = [];
  const anchors = new Map(
    english.definitions.map((definition) => [
      definition.anchor,
      { term: definition.term, section: sectionAt(english.outline.headings, definition.line) },
    ]),
  );
  const used = new Map<string, number>();
  const unused = () => [...anchors.keys()].filter((anchor) => !used.has(anchor)).join(', ');
  for (const { name, attributes, line } of translated.tags) {
    if (name !== 'Define') continue;
    const anchor = attributes['anchor'];
    if (!anchor)
      problems.push({
        line,
        problem: '<Define> has no anchor, so links to the English term do not lead to it',
        fix: `name the English term's anchor: <Define anchor="term-…">…</Define>, one of ${unused() || 'none left'}`,
      });
    else if (used.has(anchor))
      problems.push({
        line,
        problem: `the anchor "${anchor}" is already defined on line ${used.get(anchor)}`,
        fix: 'define each English term once: keep one <Define>, and mark other uses with <Term>',
      });
    else {
      used.set(anchor, line);
      if (!anchors.has(anchor))
        problems.push({
          line,
          problem: `<Define anchor="${anchor}"> is not the anchor of a term the English text defines`,
          fix: `use the anchor of the English term this word translates: ${unused() || 'the English text defines no other'}`,
        });
    }
  }
  for (const [anchor, { term, section }] of anchors) {
    if (used.has(anchor)) continue;
    problems.push({
      line: headingLine(translated, section),
      problem: `the English text defines "${term}" in ${section ? `section {#${section}}` : 'its opening text'}, but this translation has no <Define anchor="${anchor}">`,
      fix: `mark the translated term where the section defines it: <Define anchor="${anchor}">…</Define>`,
    });
  }
  return problems;
}

/** `resolves`: whether a translated `<Ref>` resolves (the body check reports one that does not). */
export function lintTranslationStructure(
  english: TextMeta,
  translated: Outline,
  resolves: (ref: Tag) => boolean,
): Problem[] {
  const sections = (outline: Outline) =>
    outline.headings.filter(
      (heading) => (heading.depth === 2 || heading.depth === 3) && heading.id !== undefined,
    );
  return [
    ...lintHeadings(sections(english.outline), sections(translated)),
    ...lintReferences(english.outline, translated, resolves),
    ...lintDefinitions(english, translated),
  ];
}
