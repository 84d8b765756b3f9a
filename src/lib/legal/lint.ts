/**
 * Build-time checks on the legal documents' source: frontmatter, section ids, cross-references
 * and value components. Each problem names the file and line and says what to do, and lists
 * what would be valid, so an editor can fix it without reading code.
 */
import { parseDocument } from 'yaml';
import { legalFrontmatterSchema } from './schema';
import { frontmatterKeyLine, readOutline, type SourceOutline } from './outline';

export interface LegalSource {
  /** Path shown in messages, relative to the project: `content/legal/privacy.mdx`. */
  file: string;
  /** The page the document is published at: `/privacy`. */
  route: string;
  source: string;
}

export interface LintContext {
  /** Site pages other than the legal documents that links may point at: `/`, `/support`. */
  otherPages: readonly string[];
  /** Valid `name`s for each value component: `{ Rule: [...], Setting: [...] }`. */
  componentNames: Readonly<Record<string, readonly string[]>>;
}

export interface LegalProblem {
  file: string;
  line: number;
  message: string;
}

const ID_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EXTERNAL = /^(?:https?:|mailto:|tel:)/;

function suggestId(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[\d.\s]+|annex\s+[a-z]:?\s*/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function list(values: Iterable<string>): string {
  return [...values].join(', ');
}

function checkFrontmatter(outline: SourceOutline, report: (line: number, message: string) => void) {
  if (!outline.frontmatter) {
    report(1, 'the file must start with frontmatter: a line "---", the fields title, description, dateLabel and date, then "---"');
    return;
  }
  const { text, firstLine } = outline.frontmatter;
  const document = parseDocument(text, { prettyErrors: false });
  if (document.errors.length) {
    for (const error of document.errors) {
      const line = firstLine + (error.linePos?.[0].line ?? 1) - 1;
      report(line, `the frontmatter is not valid YAML (${error.message.split('\n')[0]}); check quotes and the "field: value" form`);
    }
    return;
  }
  const keyLine = (key: string) => frontmatterKeyLine(outline.frontmatter!, key);
  const result = legalFrontmatterSchema.safeParse(document.toJS() ?? {});
  if (result.success) return;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) report(keyLine(key), `field "${key}": ${issue.message}`);
    } else {
      const field = String(issue.path[0]);
      report(keyLine(field), `field "${field}" ${issue.message}`);
    }
  }
}

function checkHeadings(outline: SourceOutline, report: (line: number, message: string) => void) {
  const firstUse = new Map<string, number>();
  for (const heading of outline.headings) {
    if (heading.depth === 1) {
      report(heading.line, 'remove this "#" heading: the page title comes from the frontmatter; sections start with "##"');
      continue;
    }
    if (heading.depth > 3) {
      report(heading.line, 'use "##" for sections and "###" for subsections; deeper headings are not supported');
      continue;
    }
    const marks = '#'.repeat(heading.depth);
    if (heading.id === undefined) {
      report(heading.line, `give this section an id: "${marks} ${heading.text} {#${suggestId(heading.text)}}" (links and bookmarks use it, so never change it once published)`);
      continue;
    }
    if (!ID_FORMAT.test(heading.id)) {
      report(heading.line, `the id "${heading.id}" may only use lowercase letters, digits and single hyphens, like {#${suggestId(heading.id)}}`);
      continue;
    }
    const earlier = firstUse.get(heading.id);
    if (earlier !== undefined) {
      report(heading.line, `the id "${heading.id}" is already used on line ${earlier}; every section needs its own id`);
    } else {
      firstUse.set(heading.id, heading.line);
    }
  }
}

function idsOf(outline: SourceOutline): Set<string> {
  return new Set(outline.headings.flatMap((heading) => (heading.depth <= 3 && heading.id ? [heading.id] : [])));
}

/** Runs every check over the documents together, so links between documents are verified too. */
export function lintLegalDocuments(documents: readonly LegalSource[], context: LintContext): LegalProblem[] {
  const problems: LegalProblem[] = [];
  const outlines = new Map(documents.map((document) => [document.route, readOutline(document.source)]));
  const pages = [...context.otherPages, ...outlines.keys()];

  for (const document of documents) {
    const outline = outlines.get(document.route)!;
    const report = (line: number, message: string) => problems.push({ file: document.file, line, message });
    checkFrontmatter(outline, report);
    checkHeadings(outline, report);

    for (const { target, line } of outline.links) {
      if (EXTERNAL.test(target)) continue;
      if (!target.startsWith('/') && !target.startsWith('#')) {
        report(line, `write the link "${target}" as a site path starting with "/" (for example /terms#accounts) or as "#id" for a section of this file`);
        continue;
      }
      const [path = '', fragment] = target.split('#', 2);
      const route = path || document.route;
      if (!pages.includes(route)) {
        report(line, `the link "${target}" points at no page of this site. Pages are: ${list(pages)}`);
        continue;
      }
      const targetOutline = outlines.get(route);
      if (fragment === undefined || !targetOutline) {
        if (fragment !== undefined) report(line, `the link "${target}" points into ${route}, whose anchors cannot be checked; link to ${route} without "#${fragment}"`);
        continue;
      }
      const ids = idsOf(targetOutline);
      if (!ids.has(fragment)) {
        const where = route === document.route ? 'this file' : route;
        report(line, `the link "${target}" points at no section of ${where}. Its ids are: ${list(ids)}`);
      }
    }

    for (const { component, name, line } of outline.components) {
      const valid = context.componentNames[component] ?? [];
      if (name === undefined) {
        report(line, `<${component}> needs a name, like <${component} name="${valid[0]}" />`);
      } else if (!valid.includes(name)) {
        report(line, `<${component} name="${name}" /> is unknown. Valid names are: ${list(valid)}`);
      }
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** One line per problem, `file:line: message`, the form editors and terminals link to. */
export function formatProblems(problems: readonly LegalProblem[]): string {
  return problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`).join('\n');
}
