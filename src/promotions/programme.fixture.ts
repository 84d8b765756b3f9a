/**
 * A programme written for the tests, in words of its own: the shape of a real one (every field,
 * both registrations), so the tests never read the programmes the project ships, and counsel may
 * rewrite those freely. It is the project's kind of example (`example: true`, example
 * registrations); `operatorProgramme` is the same programme made an operator's own.
 */
import { textHash } from '../legal/register-file';
import { parseProgramme } from './parse-programme';
import { englishWordsHash } from './programme-schema';

export const PROGRAMME_FILE = 'content/promotions/daily-cash-2027.yaml';
export const TRANSLATION_FILE = 'content/promotions/es/daily-cash-2027.yaml';
export const PROMOTIONS_REGISTER = 'content/promotions/register.json';

/**
 * Its lines, which the messages name: officialRules 5, timeZone 7, entryPeriod.start 9 and end 10,
 * prizes 13 (arv 15, count 16), odds 21, freeEntry.attention 24, registrations.newYork 28 (number
 * 29, filed 30, bond 31), registrations.florida 32 (number 33, filed 34, bond 35).
 */
export const exampleProgramme = `# A programme written for the tests (src/promotions/programme.fixture.ts).
# Its facts are examples: a production build refuses them.
example: true
name: Daily Cash Sweepstakes 2027
officialRules: 2027-01-04
excludedStates: []
timeZone: America/New_York
entryPeriod:
  start: 2027-01-04T00:00:00
  end: 2027-12-31T23:59:59
drawings: >-
  One drawing for each day of the entry period, among the entries received that day.
prizes:
  - description: A cash prize for each day's drawing
    arv: 25
    count: 362
winnerSelection: >-
  Each day's winner is drawn at random from the eligible entries received that day.
winnerNotification: >-
  A potential winner is told by e-mail within 7 days after the drawing.
odds: >-
  The odds of winning depend on the number of eligible entries received each day.
freeEntry:
  attention: Daily Cash Sweepstakes 2027 – Free Entry
  instructions: >-
    Mail a card with your name and postal address, postmarked on the day you enter.
registrations:
  newYork:
    number: NY-EXAMPLE-0000
    filed: 2026-11-20
    bond: 9050
  florida:
    number: FL-EXAMPLE-0000
    filed: 2026-11-20
    bond: 9050
`;

/** What a translation of `english` names in `translates` (any hash if `english` does not parse). */
export const wordsOf = (english: string) => {
  const { parsed } = parseProgramme(PROGRAMME_FILE, english);
  return parsed ? englishWordsHash(parsed.programme) : textHash(english);
};

/**
 * Its Spanish translation, tied to `english` (by default the example) by its hash. Lines:
 * translates 3, prizes 7, freeEntry.attention 16; it ends on line 18.
 */
export const translationOf = (
  english: string = exampleProgramme,
) => `# La traducción del programa de las pruebas.
# Las fechas, los valores y los registros vienen del archivo en inglés.
translates: ${wordsOf(english)}
# El área de participación se toma de excludedStates, en el archivo en inglés.
drawings: >-
  Un sorteo por cada día del período de participación, entre las participaciones de ese día.
prizes:
  - description: Un premio en efectivo para el sorteo de cada día
winnerSelection: >-
  El ganador de cada día se sortea entre las participaciones elegibles recibidas ese día.
winnerNotification: >-
  Se avisa al posible ganador por correo electrónico en los 7 días posteriores al sorteo.
odds: >-
  Las probabilidades dependen del número de participaciones elegibles recibidas cada día.
freeEntry:
  attention: Daily Cash Sweepstakes 2027 – Free Entry (participación gratuita)
  instructions: >-
    Envíe una tarjeta con su nombre y dirección, con matasellos del día en que participa.
`;

/** `text` with one edit made; a test whose edit finds nothing fails rather than testing nothing. */
export function replaceOnce(text: string, find: string | RegExp, replacement: string): string {
  const changed = text.replace(find, replacement);
  if (changed === text) throw new Error(`the test's edit found no ${String(find)}`);
  return changed;
}

/** The example made an operator's own: the flag gone, real registrations filed 45 days before the start. */
export const operatorProgramme = replaceOnce(
  replaceOnce(
    replaceOnce(exampleProgramme, /^example: true\n/m, ''),
    'NY-EXAMPLE-0000',
    'NY-2026-104233',
  ),
  'FL-EXAMPLE-0000',
  'SW-2026-00871',
);

/** The promotions register publishing `english` on the day its entry period starts (and `translation`, if given). */
export const registered = (english: string, translation?: string) =>
  JSON.stringify(
    {
      'daily-cash-2027': [
        {
          date: '2027-01-04',
          sha256: textHash(english),
          ...(translation && { translations: { es: { sha256: textHash(translation) } } }),
        },
      ],
    },
    null,
    2,
  );
