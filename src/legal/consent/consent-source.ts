/**
 * The sign-up consent wording as the lawyers write it, `content/legal/consent.yaml`: three items
 * (the notice beside the "Agree and create account" button, the ESIGN consent checkbox, the
 * optional financial-incentive opt-in), each in every language of the site. Read and checked
 * here, every problem at its line (`file:line: what is wrong — what to do`), before the build
 * turns the wording into `/legal/consent.json`. Pure: the file's text in, the wording or the
 * problems out.
 */
import { isMap, isScalar } from 'yaml';
import type { FieldPath } from '../yaml-lines.ts';
import { parseYaml } from '../yaml-file.ts';
import { languageRecord, languages, type Language } from '../../i18n/catalogue.ts';
import { translatedLanguages } from '../translations/languages.ts';
import { sortProblems, type LegalProblem } from '../problems.ts';
import { DOCUMENT_NAMES, isDocumentName, type DocumentName } from '../fields.ts';

/** Where the wording lives, relative to the project root (whatever legal folder the build reads). */
export const CONSENT_SOURCE = 'content/legal/consent.yaml';

/**
 * The items, in the order the flow shows them, and what each must say. `fields`: what each
 * language of an item gives, its wording last. `links`: the sections or files it must link to,
 * because the law asks for them (Berman: the notice links the terms it binds to; ESIGN §7001(c):
 * the disclosures and the record the person shows they can open; CCPA §1798.125(b)(3): the notice
 * that states the incentive's material terms).
 */
const CONSENT_ITEMS = {
  agreement: { fields: ['button', 'notice'], links: DOCUMENT_NAMES },
  esign: { fields: ['checkbox'], links: ['terms#annex-a', 'terms.pdf'] },
  'financial-incentive': { fields: ['checkbox'], links: ['privacy#financial-incentive'] },
} as const;
export const CONSENT_ITEM_IDS = Object.keys(CONSENT_ITEMS) as (keyof typeof CONSENT_ITEMS)[];

/** The settings the wording may name in its text. */
const CONSENT_SETTINGS = ['brandName', 'legalEntity', 'supportEmail', 'postalAddress'] as const;
export type ConsentSetting = (typeof CONSENT_SETTINGS)[number];

/** A link's target: a document's version in force, at a section or as its PDF. */
interface ConsentLinkTarget {
  /** As written between the braces: `terms#annex-a`. */
  placeholder: string;
  document: DocumentName;
  /** A section id (`annex-a`), or undefined for the document itself. */
  anchor: string | undefined;
  pdf: boolean;
}

/** A run of the wording: text, a link (at its line, for the checks that need the library) or a setting. */
type ConsentPart =
  | { text: string }
  | { text: string; link: ConsentLinkTarget; line: number }
  | { setting: ConsentSetting };

export interface ConsentItemSource {
  id: (typeof CONSENT_ITEM_IDS)[number];
  /** The button's label (the agreement only). */
  button: string | undefined;
  /** The wording in order, with its links and settings still to fill in. */
  wording: ConsentPart[];
}

export type ConsentSource = Record<Language, ConsentItemSource[]>;

const LINK = /\[([^\][]+)\]\(([^()]*)\)/g;
const PLACEHOLDER = /\{([^{}]*)\}/g;
const TARGET = /^([a-z0-9-]+)(\.pdf)?(?:#([a-z0-9-]+))?$/;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** One `{…}` placeholder between links, or a problem with it. */
function linkTarget(placeholder: string): ConsentLinkTarget | string {
  const match = TARGET.exec(placeholder);
  const document = match?.[1] ?? '';
  if (!match || !isDocumentName(document))
    return `use {${DOCUMENT_NAMES.join('}, {')}}, with #section-id or .pdf`;
  if (match[2] && match[3]) return 'a PDF has no sections: write {terms.pdf} or {terms#section-id}';
  return { placeholder, document, anchor: match[3], pdf: Boolean(match[2]) };
}

/**
 * The wording of one field into parts, and its problems; `lineAt` gives the line of the next
 * occurrence of some words of the field.
 */
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
      else
        problem(
          match[0],
          `unknown placeholder "${match[0]}"`,
          `use a setting, {${CONSENT_SETTINGS.join('}, {')}}, or a link [words]({terms#section-id})`,
        );
    }
    if (last < text.length) wording.push({ text: text.slice(last) });
  };

  let last = 0;
  for (const match of value.matchAll(LINK)) {
    plainText(value.slice(last, match.index));
    last = match.index + match[0].length;
    const [written, words, target] = match as unknown as [string, string, string];
    const placeholder = /^\{([^{}]*)\}$/.exec(target.trim())?.[1];
    if (placeholder === undefined) {
      problem(
        `](${target})`,
        `the link "${written.replace(/\s+/g, ' ')}" has a typed address`,
        `link a placeholder instead, [${words}]({terms}) or [${words}]({terms#section-id}): the build fills in the version in force`,
      );
      continue;
    }
    const resolved = linkTarget(placeholder);
    if (typeof resolved === 'string') {
      problem(`](${target})`, `unknown link placeholder "{${placeholder}}"`, resolved);
      continue;
    }
    wording.push({ text: words, link: resolved, line: lineAt(`](${target})`) });
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

/**
 * Reads `text` (the file at `file`): its items, each in every language, or every problem, each
 * at its line.
 */
export function readConsentSource(file: string, text: string) {
  const read = parseYaml(text, 'the file');
  if ('syntaxError' in read)
    return { source: undefined, problems: [{ file, ...read.syntaxError }] };
  const { yaml, counter, lineOf } = read;
  const problems: LegalProblem[] = [];
  const add = (path: FieldPath, problem: string, fix: string) =>
    problems.push({ file, line: lineOf(path), problem, fix });

  /** The line of the next `needle` in the field's text (the field's own line if it is not there). */
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
  for (const key of Object.keys(root)) {
    if (!isOneOf(CONSENT_ITEM_IDS, key))
      add(
        [key],
        `"${key}" is not a consent item`,
        `the items are ${CONSENT_ITEM_IDS.join(', ')}: correct its name or remove it`,
      );
  }
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
    for (const key of Object.keys(item)) {
      if (!isOneOf(languages, key))
        add(
          [id, key],
          `"${id}.${key}" is not a language of the site`,
          `use ${languages.join(' or ')}`,
        );
    }
    /** The links of each language's wording, once it has no mistakes of its own. */
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
      for (const key of Object.keys(fields)) {
        if (!isOneOf(spec.fields, key))
          add(
            [id, language, key],
            `"${id}.${language}.${key}" is not a field of this item`,
            `its fields are ${spec.fields.join(', ')}`,
          );
      }
      const empty = spec.fields.filter((field) => {
        const value = fields[field];
        return typeof value !== 'string' || !value.trim();
      });
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
