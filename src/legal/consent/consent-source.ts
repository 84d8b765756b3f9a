// The sign-up consent wording as lawyers write it, `content/legal/consent.yaml`, read and checked.
import { isMap, isScalar } from 'yaml';
import { parseYaml, type FieldPath } from '../yaml-file.ts';
import { languageRecord, languages, type Language } from '../../i18n/catalogue.ts';
import { translatedLanguages } from '../files.ts';
import { sortProblems, type LegalProblem } from '../problems.ts';
import { DOCUMENT_NAMES, isDocumentName } from '../fields.ts';
import type { ProductionFinding } from '../../config/production-findings.ts';
import type { LegalLibrary } from '../library/library.ts';

export const CONSENT_SOURCE = 'content/legal/consent.yaml';

// `fields`: each language's, its wording last. `links`: what the law asks it to link (Berman: the
// terms; ESIGN §7001(c): the disclosures and record; CCPA §1798.125(b)(3): the incentive notice).
const CONSENT_ITEMS = {
  agreement: { fields: ['button', 'notice'], links: DOCUMENT_NAMES },
  esign: { fields: ['checkbox'], links: ['terms#annex-a', 'terms.pdf'] },
  'financial-incentive': { fields: ['checkbox'], links: ['privacy#financial-incentive'] },
  // The agreement again, at the next sign-in of an account opened before its button (Terms §1.1).
  'existing-account-agreement': { fields: ['button', 'notice'], links: DOCUMENT_NAMES },
} as const;
export const CONSENT_ITEM_IDS = Object.keys(CONSENT_ITEMS) as (keyof typeof CONSENT_ITEMS)[];
const CONSENT_SETTINGS = ['brandName', 'legalEntity', 'supportEmail', 'postalAddress'] as const;
export type ConsentSetting = (typeof CONSENT_SETTINGS)[number];

type ConsentLinkTarget = Exclude<ReturnType<typeof linkTarget>, string>;

type ConsentPart =
  | { text: string }
  | { text: string; link: ConsentLinkTarget; line: number }
  | { setting: ConsentSetting };

export interface ConsentItemSource {
  id: (typeof CONSENT_ITEM_IDS)[number];
  button: string | undefined;
  wording: ConsentPart[];
}

export type ConsentSource = Record<Language, ConsentItemSource[]>;

const USE_A_PLACEHOLDER = `use a setting, {${CONSENT_SETTINGS.join('}, {')}}, or a link [words]({terms#section-id})`;
const LINK = /\[([^\][]+)\]\(([^()]*)\)/g;
const PLACEHOLDER = /\{([^{}]*)\}/g;
const TARGET = /^([a-z0-9-]+)(\.pdf)?(?:#([a-z0-9-]+))?$/;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function linkTarget(placeholder: string) {
  const match = TARGET.exec(placeholder);
  const document = match?.[1] ?? '';
  if (!match || !isDocumentName(document))
    return `use {${DOCUMENT_NAMES.join('}, {')}}, with #section-id or .pdf`;
  if (match[2] && match[3]) return 'a PDF has no sections: write {terms.pdf} or {terms#section-id}';
  return { placeholder, document, anchor: match[3], pdf: Boolean(match[2]) };
}

/** `lineAt` gives the line of the next occurrence of some words of the field. */
function readWording(value: string, file: string, lineAt: (needle: string) => number) {
  const problems: LegalProblem[] = [];
  const wording: ConsentPart[] = [];
  const problem = (needle: string, what: string, fix: string) =>
    problems.push({ file, line: lineAt(needle), problem: what, fix });

  const plainText = (text: string) => {
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      if (match.index > last) wording.push({ text: text.slice(last, match.index) });
      last = match.index + match[0].length;
      const name = match[1]!;
      if (isOneOf(CONSENT_SETTINGS, name)) wording.push({ setting: name });
      else if (typeof linkTarget(name) !== 'string')
        problem(
          match[0],
          `the address placeholder "${match[0]}" is outside a link, so it would show as a bare address`,
          `make it a link's target: [the words to show](${match[0]})`,
        );
      else problem(match[0], `unknown placeholder "${match[0]}"`, USE_A_PLACEHOLDER);
    }
    if (last < text.length) wording.push({ text: text.slice(last) });
  };

  let last = 0;
  for (const match of value.matchAll(LINK)) {
    plainText(value.slice(last, match.index));
    last = match.index + match[0].length;
    const [written, words, target] = match as unknown as [string, string, string];
    const at = `](${target})`;
    const placeholder = /^\{([^{}]*)\}$/.exec(target.trim())?.[1];
    const resolved = placeholder === undefined ? undefined : linkTarget(placeholder);
    if (resolved === undefined)
      problem(
        at,
        `the link "${written.replace(/\s+/g, ' ')}" has a typed address`,
        `link a placeholder instead, [${words}]({terms}) or [${words}]({terms#section-id}): the build fills in the version in force`,
      );
    else if (typeof resolved === 'string')
      problem(at, `unknown link placeholder "{${placeholder}}"`, resolved);
    else wording.push({ text: words, link: resolved, line: lineAt(at) });
  }
  plainText(value.slice(last));
  if (/\]\(|\[[^\]]*$/.test(value.replace(LINK, '')))
    problem('](', 'a link is not closed', 'write each link as [words]({placeholder})');
  return { wording, problems };
}

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const blank = (value: unknown) => typeof value !== 'string' || !value.trim();

export function readConsentSource(file: string, text: string) {
  const read = parseYaml(text, 'the file');
  if ('syntaxError' in read)
    return { source: undefined, problems: [{ file, ...read.syntaxError }] };
  const { yaml, counter, lineOf } = read;
  const problems: LegalProblem[] = [];
  const add = (path: FieldPath, problem: string, fix: string) =>
    problems.push({ file, line: lineOf(path), problem, fix });

  const lineInField = (path: FieldPath) => {
    const node = yaml.getIn(path, true);
    const [start, end] = isScalar(node) && node.range ? node.range : [0, text.length];
    let searchedFrom = start;
    return (needle: string) => {
      const found = text.indexOf(needle, searchedFrom);
      if (found === -1 || found > end) return lineOf(path);
      searchedFrom = found + needle.length;
      return counter.linePos(found).line;
    };
  };

  const root = (isMap(yaml.contents) && asRecord(yaml.toJS())) || {};
  const useLanguages = `use ${languages.join(' or ')}`;
  const correctItem = `the items are ${CONSENT_ITEM_IDS.join(', ')}: correct its name or remove it`;
  for (const key of Object.keys(root))
    if (!isOneOf(CONSENT_ITEM_IDS, key)) add([key], `"${key}" is not a consent item`, correctItem);
  const source = Object.fromEntries(
    languages.map((language) => [language, [] as ConsentItemSource[]]),
  ) as ConsentSource;
  for (const id of CONSENT_ITEM_IDS) {
    const spec = CONSENT_ITEMS[id];
    const textField = spec.fields.at(-1)!;
    const item = asRecord(root[id]);
    if (!item) {
      add(
        [id],
        `the consent item "${id}" is missing`,
        `add "${id}:" with its wording in ${languages.map((language) => `${languageRecord(language).name} (${language})`).join(' and ')}`,
      );
      continue;
    }
    for (const key of Object.keys(item))
      if (!isOneOf(languages, key))
        add([id, key], `"${id}.${key}" is not a language of the site`, useLanguages);
    const linked: Partial<Record<Language, Set<string>>> = {};
    for (const language of languages) {
      const { name } = languageRecord(language);
      const fields = asRecord(item[language]);
      if (!fields) {
        add(
          [id, language],
          `the item "${id}" has no ${name} wording`,
          `add "${language}:" under "${id}:" with ${spec.fields.map((field) => `"${field}:"`).join(' and ')}`,
        );
        continue;
      }
      for (const key of Object.keys(fields))
        if (!isOneOf(spec.fields, key))
          add(
            [id, language, key],
            `"${id}.${language}.${key}" is not a field of this item`,
            `its fields are ${spec.fields.join(', ')}`,
          );
      const empty = spec.fields.filter((field) => blank(fields[field]));
      for (const field of empty)
        add(
          [id, language, field],
          `"${id}.${language}.${field}" is missing or empty`,
          `write the ${name} ${field === 'button' ? "button's label" : 'wording'}`,
        );
      if (empty.length) continue;
      const textPath = [id, language, textField];
      const read = readWording((fields[textField] as string).trim(), file, lineInField(textPath));
      problems.push(...read.problems);
      const button = 'button' in fields ? (fields['button'] as string).trim() : undefined;
      if (button && !(fields[textField] as string).includes(button))
        add(
          textPath,
          `the notice does not name the button "${button}"`,
          `say what selecting it does: “By selecting “${button}”, you agree …”`,
        );
      const used = new Set(
        read.wording.flatMap((part) => ('link' in part ? [part.link.placeholder] : [])),
      );
      const missing = spec.links.filter((required) => !used.has(required));
      for (const required of missing)
        add(
          textPath,
          `the ${name} wording of "${id}" does not link {${required}}`,
          `link it: [the words to show]({${required}})`,
        );
      // A wording with mistakes of its own is compared with the other language once they are fixed.
      if (!read.problems.length && !missing.length) linked[language] = used;
      source[language].push({ id, button, wording: read.wording });
    }
    // A translation links exactly what the English links.
    const english = linked.en;
    for (const language of translatedLanguages) {
      const theirs = linked[language];
      if (!english || !theirs) continue;
      const missing = [...english].filter((placeholder) => !theirs.has(placeholder));
      const extra = [...theirs].filter((placeholder) => !english.has(placeholder));
      if (missing.length || extra.length)
        add(
          [id, language, textField],
          `the ${languageRecord(language).name} wording of "${id}" links ${extra.length ? `{${extra.join('}, {')}}, which the English does not` : ''}${extra.length && missing.length ? ', and ' : ''}${missing.length ? `not {${missing.join('}, {')}}, which the English links` : ''}`,
          'link the same sections and files as the English, which controls',
        );
    }
  }
  return problems.length
    ? { source: undefined, problems: sortProblems(problems) }
    : { source, problems: [] as [] };
}

// A link must reach a section in force: a production finding, as that changes with the build day.
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
    const find = (problem: string, fix: string) =>
      findings.push({ file, line, problem, fix, example: false });
    const version = documents.find(({ name }) => name === target.document)?.timeline.current;
    if (!version) {
      find(
        `the link {${target.placeholder}} names a document with no version in force on ${buildDay}`,
        'link a document of the legal library: terms, official-rules or privacy',
      );
      continue;
    }
    const ids = version.english.meta.outline.headings.flatMap((heading) => heading.id ?? []);
    if (target.anchor && !ids.includes(target.anchor)) {
      const near = ids.filter((id) => id.startsWith(target.anchor!.split('-')[0]!));
      find(
        `the link {${target.placeholder}} points at no section of ${version.english.file}, the version in force on ${buildDay}`,
        `link one of its sections (${(near.length ? near : ids).slice(0, 10).join(', ')}), or add the section to that document`,
      );
    }
  }
  return findings;
}
