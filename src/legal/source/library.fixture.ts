/**
 * A generated legal library, for the tests of what the build derives from a long history: as
 * many documents, versions and recorded corrections as asked for, one version a month from
 * January 2020, the latest in force on the build day and its register complete.
 */
import { isoDay } from '../../lib/dates';
import { serializeRegister, textHash, type Register } from '../version-register';
import type { LegalLibrary } from './library';
import { parseVersion, versionsInForce } from './parsed-versions';

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

export function legalLibraryFixture({
  documents = names.length,
  versions,
  corrections,
}: {
  documents?: number;
  versions: number;
  /** Recorded corrections of each version. */
  corrections: number;
}): LegalLibrary {
  const register: Register = {};
  const sources = names.slice(0, documents).flatMap((document) =>
    Array.from({ length: versions }, (_, index) => {
      const date = day(index);
      const latest = index === versions - 1;
      const text = (edit: number) =>
        versionText(document, date, `Wording of ${document} ${date}, edit ${edit}.`);
      (register[document] ??= []).push({
        date,
        sha256: textHash(text(corrections)),
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
  return {
    root: new URL('file:///site/'),
    dir: 'content/legal',
    buildDay,
    versions: sources,
    translations: [],
    register: { file: 'content/legal/register.json', text: serializeRegister(register) },
    inForce: versionsInForce(sources, buildDay),
  };
}
