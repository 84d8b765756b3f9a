/**
 * The sign-up consent wording as the lawyers write it, `content/legal/consent.yaml`: three items
 * (the notice beside the "Agree and create account" button, the ESIGN consent checkbox, the
 * optional financial-incentive opt-in), each in every language of the site. Read and checked
 * here, every problem at its line (`file:line: what is wrong — what to do`), before the build
 * turns the wording into `/legal/consent.json`. Pure: the file's text in, the wording or the
 * problems out.
 */
import { isMap, isScalar } from 'yaml';
import type { FieldPath } from '../source/yaml-lines.ts';
import { readYamlFile } from '../yaml-file.ts';
import { languageRecord } from '../../i18n/catalogue.ts';
import type { LegalProblem } from '../problems.ts';

/** Where the wording lives, relative to the project root (whatever legal folder the build reads). */
export const CONSENT_SOURCE = 'content/legal/consent.yaml';

export const CONSENT_LANGUAGES = ['en', 'es'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/**
 * The items, in the order the flow shows them, and what each must say. `links`: the sections or
 * files it must link to, because the law asks for them (Berman: the notice links the terms it
 * binds to; ESIGN §7001(c): the disclosures and the record the person shows they can open;
 * CCPA §1798.125(b)(3): the notice that states the incentive's material terms).
 */
const CONSENT_ITEMS = {
  agreement: {
    fields: ['button', 'notice'],
    text: 'notice',
    links: ['terms', 'official-rules', 'privacy'],
  },
  esign: { fields: ['checkbox'], text: 'checkbox', links: ['terms#annex-a', 'terms.pdf'] },
  'financial-incentive': {
    fields: ['checkbox'],
    text: 'checkbox',
    links: ['privacy#financial-incentive'],
  },
} as const;
type ConsentItemId = keyof typeof CONSENT_ITEMS;
export const CONSENT_ITEM_IDS = Object.keys(CONSENT_ITEMS) as ConsentItemId[];

/** The documents a link may name: the legal library's. */
const CONSENT_DOCUMENTS = ['terms', 'official-rules', 'privacy'] as const;
/** The settings the wording may name in its text. */
const CONSENT_SETTINGS = ['brandName', 'legalEntity', 'supportEmail', 'postalAddress'] as const;
export type ConsentSetting = (typeof CONSENT_SETTINGS)[number];

/** A link's target: a document's version in force, at a section or as its PDF. */
export interface ConsentLinkTarget {
  /** As written between the braces: `terms#annex-a`. */
  placeholder: string;
  document: string;
  /** A section id (`annex-a`), or undefined for the document itself. */
  anchor: string | undefined;
  pdf: boolean;
}

type WordingPart =
  { text: string } | { text: string; link: ConsentLinkTarget } | { setting: ConsentSetting };

interface ConsentWording {
  /** The wording in order, with its links and settings still to fill in. */
  parts: WordingPart[];
  /** The line each link is on, for the checks that need the library. */
  linkLines: Array<{ target: ConsentLinkTarget; line: number }>;
}

export interface ConsentItemSource {
  id: ConsentItemId;
  /** The button's label (the agreement only). */
  button: string | undefined;
  wording: ConsentWording;
}

export type ConsentSource = Record<ConsentLanguage, ConsentItemSource[]>;

type ConsentReading =
  { source: ConsentSource; problems: [] } | { source: undefined; problems: LegalProblem[] };

const LINK = /\[([^\][]+)\]\(([^()]*)\)/g;
const PLACEHOLDER = /\{([^{}]*)\}/g;
const TARGET = /^([a-z0-9-]+)(\.pdf)?(?:#([a-z0-9-]+))?$/;

/** One `{…}` placeholder between links, or a problem with it. */
function linkTarget(placeholder: string): ConsentLinkTarget | string {
  const match = TARGET.exec(placeholder);
  if (!match || !(CONSENT_DOCUMENTS as readonly string[]).includes(match[1]!))
    return `use {${CONSENT_DOCUMENTS.join('}, {')}}, with #section-id or .pdf`;
  if (match[2] && match[3]) return 'a PDF has no sections: write {terms.pdf} or {terms#section-id}';
  return { placeholder, document: match[1]!, anchor: match[3], pdf: Boolean(match[2]) };
}

interface LocatedText {
  file: string;
  /** The line of the character at an offset of the value's text. */
  lineAt: (needle: string, from: number) => number;
}

/** The wording of one field into parts; the problems at their own lines. */
function readWording(
  value: string,
  where: LocatedText,
): { wording: ConsentWording; problems: LegalProblem[] } {
  const problems: LegalProblem[] = [];
  const parts: WordingPart[] = [];
  const linkLines: ConsentWording['linkLines'] = [];
  const problem = (needle: string, at: number, what: string, fix: string) =>
    problems.push({ file: where.file, line: where.lineAt(needle, at), problem: what, fix });

  const plainText = (text: string, offset: number) => {
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      if (match.index > last) parts.push({ text: text.slice(last, match.index) });
      last = match.index + match[0].length;
      const name = match[1]!;
      if ((CONSENT_SETTINGS as readonly string[]).includes(name)) {
        parts.push({ setting: name as ConsentSetting });
      } else if (typeof linkTarget(name) !== 'string') {
        problem(
          match[0],
          offset + match.index,
          `the address placeholder "${match[0]}" is outside a link, so it would show as a bare address`,
          `make it a link's target: [the words to show](${match[0]})`,
        );
      } else {
        problem(
          match[0],
          offset + match.index,
          `unknown placeholder "${match[0]}"`,
          `use a setting, {${CONSENT_SETTINGS.join('}, {')}}, or a link [words]({terms#section-id})`,
        );
      }
    }
    if (last < text.length) parts.push({ text: text.slice(last) });
  };

  let last = 0;
  for (const match of value.matchAll(LINK)) {
    plainText(value.slice(last, match.index), last);
    last = match.index + match[0].length;
    const [written, words, target] = match as unknown as [string, string, string];
    const placeholder = /^\{([^{}]*)\}$/.exec(target.trim())?.[1];
    if (placeholder === undefined) {
      problem(
        `](${target})`,
        match.index,
        `the link "${written.replace(/\s+/g, ' ')}" has a typed address`,
        `link a placeholder instead, [${words}]({terms}) or [${words}]({terms#section-id}): the build fills in the version in force`,
      );
      continue;
    }
    const resolved = linkTarget(placeholder);
    if (typeof resolved === 'string') {
      problem(`](${target})`, match.index, `unknown link placeholder "{${placeholder}}"`, resolved);
      continue;
    }
    parts.push({ text: words, link: resolved });
    linkLines.push({ target: resolved, line: where.lineAt(`](${target})`, match.index) });
  }
  plainText(value.slice(last), last);
  if (/\]\(|\[[^\]]*$/.test(value.replace(LINK, '')))
    problem('](', 0, 'a link is not closed', 'write each link as [words]({placeholder})');
  return { wording: { parts, linkLines }, problems };
}

const placeholders = (wording: ConsentWording) =>
  new Set(wording.linkLines.map(({ target }) => target.placeholder));

/**
 * Reads `text` (the file at `file`): its items, each in every language, or every problem, each
 * at its line.
 */
export function readConsentSource(file: string, text: string): ConsentReading {
  const read = readYamlFile(file, text);
  if ('syntaxError' in read) return { source: undefined, problems: [read.syntaxError] };
  const { yaml, counter, lineOf } = read;
  const problems: LegalProblem[] = [];
  const add = (path: FieldPath, problem: string, fix: string) =>
    problems.push({ file, line: lineOf(path), problem, fix });

  /** The line of `needle` in the field's text, searched from about `offset` characters in. */
  const locator = (path: FieldPath): LocatedText => {
    const node = yaml.getIn(path, true);
    const start = isScalar(node) && node.range ? node.range[0] : 0;
    const end = isScalar(node) && node.range ? node.range[1] : text.length;
    let searchedFrom = start;
    return {
      file,
      lineAt: (needle) => {
        const found = text.indexOf(needle, searchedFrom);
        if (found === -1 || found > end) return lineOf(path);
        searchedFrom = found + needle.length;
        return counter.linePos(found).line;
      },
    };
  };

  const record = (value: unknown): Record<string, unknown> | undefined =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  const root = (isMap(yaml.contents) && record(yaml.toJS())) || {};
  for (const key of Object.keys(root)) {
    if (!(key in CONSENT_ITEMS))
      add(
        [key],
        `"${key}" is not a consent item`,
        `the items are ${CONSENT_ITEM_IDS.join(', ')}: correct its name or remove it`,
      );
  }
  const source = Object.fromEntries(
    CONSENT_LANGUAGES.map((language) => [language, [] as ConsentItemSource[]]),
  ) as ConsentSource;
  for (const id of CONSENT_ITEM_IDS) {
    const spec = CONSENT_ITEMS[id];
    const item = record(root[id]);
    if (!item) {
      add(
        [id],
        `the consent item "${id}" is missing`,
        `add "${id}:" with its wording in ${CONSENT_LANGUAGES.map((language) => `${languageRecord(language).name} (${language})`).join(' and ')}`,
      );
      continue;
    }
    for (const key of Object.keys(item)) {
      if (!(CONSENT_LANGUAGES as readonly string[]).includes(key))
        add(
          [id, key],
          `"${id}.${key}" is not a language of the site`,
          `use ${CONSENT_LANGUAGES.join(' or ')}`,
        );
    }
    const linksOf: Partial<Record<ConsentLanguage, ConsentWording>> = {};
    for (const language of CONSENT_LANGUAGES) {
      const { name } = languageRecord(language);
      const fields = record(item[language]);
      if (!fields) {
        add(
          [id, language],
          `the item "${id}" has no ${name} wording`,
          `add "${language}:" under "${id}:" with ${spec.fields.map((field) => `"${field}:"`).join(' and ')}`,
        );
        continue;
      }
      for (const key of Object.keys(fields)) {
        if (!(spec.fields as readonly string[]).includes(key))
          add(
            [id, language, key],
            `"${id}.${language}.${key}" is not a field of this item`,
            `its fields are ${spec.fields.join(', ')}`,
          );
      }
      let complete = true;
      for (const field of spec.fields) {
        const value = fields[field];
        if (typeof value !== 'string' || !value.trim()) {
          complete = false;
          add(
            [id, language, field],
            `"${id}.${language}.${field}" is missing or empty`,
            `write the ${name} ${field === 'button' ? "button's label" : 'wording'}`,
          );
        }
      }
      if (!complete) continue;
      const textPath = [id, language, spec.text];
      const read = readWording((fields[spec.text] as string).trim(), locator(textPath));
      problems.push(...read.problems);
      const button = 'button' in fields ? (fields['button'] as string).trim() : undefined;
      if (button && !(fields[spec.text] as string).includes(button))
        add(
          textPath,
          `the notice does not name the button "${button}"`,
          `say what selecting it does: “By selecting “${button}”, you agree …”`,
        );
      const used = placeholders(read.wording);
      const before = problems.length;
      for (const required of spec.links) {
        if (!used.has(required))
          add(
            textPath,
            `the ${name} wording of "${id}" does not link {${required}}`,
            `link it: [the words to show]({${required}})`,
          );
      }
      // A wording with mistakes of its own is compared with the other language once they are fixed.
      if (!read.problems.length && problems.length === before) linksOf[language] = read.wording;
      source[language].push({ id, button, wording: read.wording });
    }
    // A translation links exactly what the English links.
    const english = linksOf.en && placeholders(linksOf.en);
    for (const language of CONSENT_LANGUAGES.filter((other) => other !== 'en')) {
      const translated = linksOf[language];
      if (!english || !translated) continue;
      const theirs = placeholders(translated);
      const missing = [...english].filter((placeholder) => !theirs.has(placeholder));
      const extra = [...theirs].filter((placeholder) => !english.has(placeholder));
      if (missing.length || extra.length)
        add(
          [id, language, spec.text],
          `the ${languageRecord(language).name} wording of "${id}" links ${extra.length ? `{${extra.join('}, {')}}, which the English does not` : ''}${extra.length && missing.length ? ', and ' : ''}${missing.length ? `not {${missing.join('}, {')}}, which the English links` : ''}`,
          'link the same sections and files as the English, which controls',
        );
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return problems.length ? { source: undefined, problems } : { source, problems: [] as [] };
}
