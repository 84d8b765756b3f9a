/**
 * A generated legal library, for the tests of what the build derives from a long history: as
 * many documents, versions and recorded corrections as asked for, one version a month from
 * January 2020, the latest in force on the build day and its register complete.
 */
import { isoDay } from '../../lib/dates';
import { serializeRegister, textHash, type Register } from '../register-file';
import type { LegalLibrary } from './library';
import { parseVersion, versionsInForce } from './parsed-versions';
import {
  parseTranslation,
  withTranslations,
  type ParsedTranslation,
} from '../translations/parsed-translations';

const names = ['privacy', 'terms', 'official-rules'];

const day = (index: number) => isoDay(new Date(Date.UTC(2020, index, 1)));

const versionText = (document: string, date: string, wording: string) => `---
title: Generated ${document}
description: A generated version of ${document}, for the tests of a long legal history.
dateLabel: Effective
date: ${date}
changes:
  - The version of ${date}.
---

## 1. Scope {#scope}

<InShort>What this covers.</InShort>

${wording}
`;

/** A Spanish translation of the version of `date` whose English text hashes to `translates`. */
const translationText = (document: string, date: string, translates: string) => `---
title: ${document} generado
description: Una versión generada de ${document}, para las pruebas de un historial largo.
translates: ${translates}
changes:
  - La versión del ${date}.
---

## 1. Alcance {#scope}

<InShort>Lo que abarca.</InShort>

Texto de ${document} del ${date}.
`;

export function legalLibraryFixture({
  documents = names.length,
  versions,
  corrections,
  translated = false,
}: {
  documents?: number;
  versions: number;
  /** Recorded corrections of each version. */
  corrections: number;
  /** Whether every version has a Spanish translation, registered. */
  translated?: boolean;
}): LegalLibrary {
  const translations: ParsedTranslation[] = [];
  const register: Register = {};
  const sources = names.slice(0, documents).flatMap((document) =>
    Array.from({ length: versions }, (_, index) => {
      const date = day(index);
      const latest = index === versions - 1;
      const text = (edit: number) =>
        versionText(document, date, `Wording of ${document} ${date}, edit ${edit}.`);
      const translation = translationText(document, date, textHash(text(corrections)));
      if (translated)
        translations.push(
          parseTranslation({
            file: `content/legal/es/${document}/${date}.mdx`,
            document,
            language: 'es',
            day: date,
            source: translation,
          }),
        );
      (register[document] ??= []).push({
        date,
        sha256: textHash(text(corrections)),
        ...(translated && { translations: { es: { sha256: textHash(translation) } } }),
        ...(corrections && {
          corrections: Array.from({ length: corrections }, (_, edit) => ({
            on: day(index + edit + 1),
            note: `Correction ${edit + 1} of ${date}.`,
            previousSha256: textHash(text(edit)),
          })),
        }),
      });
      return parseVersion({
        file: latest
          ? `content/legal/${document}.mdx`
          : `content/legal/archive/${document}/${date}.mdx`,
        document,
        archivedAs: latest ? undefined : date,
        source: text(corrections),
      });
    }),
  );
  const buildDay = new Date(Date.UTC(2020, versions - 1, 15));
  const withSpanish = withTranslations(sources, translations);
  return {
    root: new URL('file:///site/'),
    dir: 'content/legal',
    buildDay,
    versions: withSpanish,
    translations,
    register: { file: 'content/legal/register.json', text: serializeRegister(register) },
    registerReading: { register },
    inForce: versionsInForce(withSpanish, buildDay),
    withdrawn: new Map(),
  };
}
