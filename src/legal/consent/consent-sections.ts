/**
 * What the consent wording needs of the legal library: every section it links to exists in the
 * version in force of its document on the build day (a translation has the same section ids,
 * which the translation check enforces). A missing section is a production finding, not a stop
 * for every build: the wording is the product's, the versions in force change with the build
 * day, and a fixture library (the tests') need not have the sections.
 */
import type { ProductionFinding } from '../../config/production-findings';
import type { LegalLibrary } from '../library/library';
import type { ConsentSource } from './consent-source';

export function consentSectionFindings(
  file: string,
  source: ConsentSource,
  { documents, buildDay }: LegalLibrary,
): ProductionFinding[] {
  const findings: ProductionFinding[] = [];
  const seen = new Set<string>();
  const links = Object.values(source).flatMap((items) =>
    items.flatMap((item) => item.wording.flatMap((part) => ('link' in part ? [part] : []))),
  );
  for (const { link: target, line } of links) {
    const key = `${line} ${target.placeholder}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const version = documents.find(({ name }) => name === target.document)?.timeline.current;
    if (!version) {
      findings.push({
        file,
        line,
        problem: `the link {${target.placeholder}} names a document with no version in force on ${buildDay}`,
        fix: 'link a document of the legal library: terms, official-rules or privacy',
        example: false,
      });
      continue;
    }
    const ids = version.english.meta.outline.headings.flatMap((heading) => heading.id ?? []);
    if (target.anchor && !ids.includes(target.anchor)) {
      const near = ids.filter((id) => id.startsWith(target.anchor!.split('-')[0]!));
      findings.push({
        file,
        line,
        problem: `the link {${target.placeholder}} points at no section of ${version.english.file}, the version in force on ${buildDay}`,
        fix: `link one of its sections (${(near.length ? near : ids).slice(0, 10).join(', ')}), or add the section to that document`,
        example: false,
      });
    }
  }
  return findings;
}
