/**
 * A legal folder written in memory, opened as the build opens one (the loader's and the compile's
 * own functions, then `openLegalContent`): what the unit tests check, render and compare, without
 * reading the texts the project ships.
 */
import { loadLegalText, type DataFile } from '../collections.ts';
import { textPlace } from '../files.ts';
import { compileLegalTexts } from './legal-folder.ts';
import { openLegalContent, type LegalContent, type OpenedContent } from './open-library.ts';
import type { LegalLibrary } from './library.ts';
import { CONSENT_SOURCE } from '../consent/consent-source.ts';
import { formatProblem } from '../problems.ts';
import { serializeRegister, textHash, type Register } from '../register-file.ts';
import { parseSiteSettings } from '../../config/settings.ts';
import type { Day } from '../../lib/dates.ts';

/** Files by their path in the project: `content/legal/terms.mdx`, `content/legal/register.json`. */
export type Sources = Readonly<Record<string, string>>;

export const LEGAL_DIR = 'content/legal';
const root = new URL('file:///fixture/');

/** A version's frontmatter and body, as an editor writes one. */
export function versionSource({
  title = 'Terms of Service',
  date,
  changes = [`The version of ${date}.`],
  notice = 'none',
  body,
}: {
  title?: string;
  date: Day;
  changes?: string[];
  notice?: 'none' | 'advance' | undefined;
  body: string;
}): string {
  return `---
title: ${title}
description: A version written for the tests of the legal library, long enough to pass.
dateLabel: Effective
date: ${date}
${notice ? `notice: ${notice}\n` : ''}changes:
${changes.map((change) => `  - ${change}`).join('\n')}
---

${body}`;
}

/** A translation's frontmatter and body. */
export function translationSource({
  title = 'Condiciones del Servicio',
  translates,
  changes,
  body,
}: {
  title?: string;
  translates: string;
  changes: string[];
  body: string;
}): string {
  return `---
title: ${title}
description: Una versión escrita para las pruebas de la biblioteca legal, lo bastante larga.
translates: ${translates}
changes:
${changes.map((change) => `  - ${change}`).join('\n')}
---

${body}`;
}

/** The sign-up consent wording the library needs to open: four items, in both languages. */
export const consentFixture = `agreement:
  en:
    button: Agree
    notice: By selecting “Agree”, you agree to the [Terms]({terms}) and the [Rules]({official-rules}) and have read the [Privacy Policy]({privacy}).
  es:
    button: Aceptar
    notice: Al seleccionar “Aceptar”, usted acepta las [Condiciones]({terms}) y las [Reglas]({official-rules}) y ha leído la [Política]({privacy}).
esign:
  en:
    checkbox: I agree to electronic records from {brandName}, as [Annex A]({terms#annex-a}) says; I can open [the PDF]({terms.pdf}); I may withdraw by e-mailing {supportEmail} or writing to {postalAddress}.
  es:
    checkbox: Acepto los registros electrónicos de {brandName}, como dice el [Anexo A]({terms#annex-a}); puedo abrir [el PDF]({terms.pdf}); puedo retirarlo escribiendo a {supportEmail} o a {postalAddress}.
financial-incentive:
  en:
    checkbox: Optionally, I take part in the survey program, as [the notice]({privacy#financial-incentive}) describes.
  es:
    checkbox: Opcionalmente, me inscribo en el programa de encuestas, como describe [el aviso]({privacy#financial-incentive}).
existing-account-agreement:
  en:
    button: Agree and continue
    notice: By selecting “Agree and continue”, you agree to the [Terms]({terms}) and the [Rules]({official-rules}) and have read the [Privacy Policy]({privacy}).
  es:
    button: Aceptar y continuar
    notice: Al seleccionar “Aceptar y continuar”, usted acepta las [Condiciones]({terms}) y las [Reglas]({official-rules}) y ha leído la [Política]({privacy}).
`;

/** The register that publishes every text of `sources` as it stands, on `published`. */
export function registerOf(sources: Sources, published?: Day): string {
  const register: Register = {};
  for (const [file, source] of Object.entries(sources)) {
    const place = textPlace(LEGAL_DIR, file);
    if (!place || place.language !== 'en') continue;
    const date = /^date: (.+)$/m.exec(source)![1]!;
    const translation = Object.entries(sources).find(
      ([other]) => other === `${LEGAL_DIR}/es/${place.document}/${date}.mdx`,
    );
    (register[place.document] ??= []).push({
      date,
      sha256: textHash(source),
      ...(published && { published }),
      ...(translation && { translations: { es: { sha256: textHash(translation[1]) } } }),
    });
  }
  return serializeRegister(register);
}

/** The library of `sources`, or what stops its build. */
export async function openSources(
  sources: Sources,
  options: Partial<Omit<LegalContent, 'texts' | 'files'>> & { buildDay: Day },
): Promise<OpenedContent> {
  const settings = options.settings ?? parseSiteSettings({});
  const texts = Object.entries(sources).flatMap(([file, source]) => {
    const place = textPlace(LEGAL_DIR, file);
    return place ? [{ source, data: loadLegalText(place, source) }] : [];
  });
  const files: DataFile[] = Object.entries({ [CONSENT_SOURCE]: consentFixture, ...sources })
    .filter(([file]) => !textPlace(LEGAL_DIR, file))
    .map(([file, text]) => ({ file, text }));
  const loaded = texts.some(({ data }) => data.problems.length)
    ? texts.map(({ data }) => ({ ...data, meta: undefined as never }))
    : await compileLegalTexts(texts, root, LEGAL_DIR, settings);
  return openLegalContent({
    texts: loaded,
    files,
    legalDir: LEGAL_DIR,
    promotionsDir: 'content/promotions',
    production: false,
    settings,
    env: {},
    ...options,
  });
}

/** The library of `sources`; throws their problems, one line each. */
export async function librarySources(sources: Sources, buildDay: Day): Promise<LegalLibrary> {
  const opened = await openSources(sources, { buildDay });
  if (!opened.library) throw new Error(opened.problems.map(formatProblem).join('\n'));
  return opened.library;
}

/** The problems of `sources`, one line each, as the build prints them. */
export async function problemLines(
  sources: Sources,
  options: Parameters<typeof openSources>[1],
): Promise<string[]> {
  return (await openSources(sources, options)).problems.map(formatProblem);
}

/** The Terms of `body` as the PDF and comparisons read them: references numbered by the build. */
export async function numberedTerms(body: string) {
  const sources = { 'content/legal/terms.mdx': versionSource({ date: '2025-03-12', body }) };
  const library = await librarySources(
    { ...sources, 'content/legal/register.json': registerOf(sources) },
    '2025-06-01',
  );
  return library.tree(library.documents[0]!.timeline.current.english);
}
