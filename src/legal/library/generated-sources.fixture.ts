/**
 * A legal folder of any size, written by rule: one version a month from January 2020 for each
 * document, the newest not withdrawn at `<document>.mdx` and the rest archived, each registered,
 * optionally corrected, translated and withdrawn. Opened on the 15th of the newest version's month.
 */
import { DOCUMENT_NAMES } from '../fields.ts';
import { archiveFile, mainFile, translationFile } from '../files.ts';
import { parseRegister, serializeRegister, textHash, type Withdrawal } from '../register-file.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { addDays, type Day } from '../../lib/dates.ts';
import {
  LEGAL_DIR,
  registerOf,
  translationSource,
  versionSource,
  type Sources,
} from './legal-sources.fixture.ts';

export interface History {
  /** How many documents, in the order of `DOCUMENT_NAMES` (all three unless said). */
  documents?: number;
  versions: number;
  /** Corrections recorded for each English text, a week apart from its date. */
  corrections: number;
  translated?: boolean;
  /** Versions, by date, replaced before they took effect. */
  withdrawn?: Readonly<Record<Day, Withdrawal>>;
}

const monthDay = (index: number): Day =>
  `${2020 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

const body = (document: string, index: number, language: 'en' | 'es') =>
  language === 'en'
    ? `## 1. Scope {#scope}\n\n<InShort>What this ${document} covers.</InShort>\n\nVersion ${index + 1} of the generated ${document}; write as <Ref to="contact" /> says.\n\n## 2. Contact {#contact}\n\n<InShort>How to reach us.</InShort>\n\nWrite to us.\n`
    : `## 1. Alcance {#scope}\n\n<InShort>Lo que abarca este ${document}.</InShort>\n\nVersión ${index + 1} del ${document} generado; escríbanos como indica <Ref to="contact" />.\n\n## 2. Contacto {#contact}\n\n<InShort>Cómo comunicarse con nosotros.</InShort>\n\nEscríbanos.\n`;

export function generatedSources({
  documents = DOCUMENT_NAMES.length,
  versions,
  corrections,
  translated = false,
  withdrawn = {},
}: History): { sources: Sources; buildDay: Day } {
  const days = Array.from({ length: versions }, (_, index) => monthDay(index));
  const sources: Record<string, string> = {};
  for (const document of DOCUMENT_NAMES.slice(0, documents)) {
    const main = days.findLast((day) => !withdrawn[day]);
    days.forEach((day, index) => {
      const english = versionSource({
        title: `Generated ${document}`,
        date: day,
        body: body(document, index, 'en'),
      });
      sources[
        day === main ? mainFile(LEGAL_DIR, document) : archiveFile(LEGAL_DIR, document, day)
      ] = english;
      if (translated)
        sources[translationFile(LEGAL_DIR, 'es', document, day)] = translationSource({
          title: `${document} generado`,
          translates: textHash(english),
          changes: [`La versión del ${day}.`],
          body: body(document, index, 'es'),
        });
    });
  }
  const reading = parseRegister(registerOf(sources), 'register.json');
  if (!('register' in reading)) throw new Error(reading.problem);
  for (const entries of Object.values(reading.register))
    for (const entry of entries) {
      if (withdrawn[entry.date]) entry.withdrawn = withdrawn[entry.date];
      if (corrections)
        entry.corrections = Array.from({ length: corrections }, (_, index) => ({
          on: addDays(entry.date, 7 * (index + 1)),
          note: `Correction ${index + 1} of ${entry.date}.`,
          ...(entry.translations?.es && {
            notes: { es: `Corrección ${index + 1} de ${entry.date}.` },
          }),
          previousSha256: sha256Hex(`${entry.sha256} before correction ${index + 1}`),
        }));
    }
  sources[`${LEGAL_DIR}/register.json`] = serializeRegister(reading.register);
  return { sources, buildDay: addDays(days.at(-1)!, 14) };
}
