// Each message reads "<field> <what is wrong> — <what to do>", reported at the field's line.
import { z } from 'astro/zod';
import { isTimeZone } from '../lib/zoned-time.ts';
import { day, sha256Of } from '../legal/fields.ts';
import { excludedStates } from './states.ts';
import { sha256Hex } from '../lib/sha256.ts';
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, {
  error:
    "is not a date and time — write it as YYYY-MM-DDTHH:MM:SS in the programme's time zone, like 2027-01-04T00:00:00",
});
const words = (verb: string) => (what: string) =>
  z
    .string({ error: `is missing — ${verb} ${what}` })
    .trim()
    .min(1, { error: `is empty — ${verb} ${what}` });
const text = words('write');
const dollars = z
  .number({
    error: 'is not an amount — write the value in US dollars as a number, like 25 or 1500.50',
  })
  .positive({ error: 'is not above zero — write the value in US dollars' });

// Required before a game whose prizes total more than $5,000.
const registration = z.strictObject({
  number: text('the registration number the state issued'),
  filed: day,
  bond: dollars,
});

export const programmeSchema = z.strictObject({
  /** While true, a production build refuses the file's operator facts as example values. */
  example: z
    .boolean({ error: 'is not true or false — remove the line once every operator fact is real' })
    .optional(),
  name: text("the promotion's name"),
  officialRules: day,
  /** Without it, open in all 50 states and DC; each is counsel's call (content/legal/README.md). */
  excludedStates: excludedStates.optional(),
  timeZone: z.string().refine(isTimeZone, {
    error: 'is not a time zone — write an IANA zone name, like America/New_York',
  }),
  entryPeriod: z.strictObject({
    start: localTime,
    /** The last moment an entry may be made. */
    end: localTime,
  }),
  drawings: text('when the drawings are held and which entries each one draws from'),
  prizes: z
    .array(
      z.strictObject({
        description: text('what the prize is'),
        arv: dollars,
        count: z
          .number({ error: 'is not a number — write how many of this prize are offered' })
          .int({ error: 'is not a whole number — write how many are offered' })
          .positive({ error: 'is not above zero — write how many are offered' }),
      }),
      { error: 'is missing — list each prize with description, arv and count' },
    )
    .min(1, { error: 'is empty — list each prize with description, arv and count' }),
  winnerSelection: text('how winners are chosen'),
  winnerNotification: text('how and when potential winners are notified'),
  odds: text('what the odds of winning depend on'),
  freeEntry: z.strictObject({
    attention: text('the attention line for mail-in entries'),
    address: text(
      "the address on one line, or remove the field to use the Sponsor's postal address",
    ).optional(),
    instructions: text('what an entrant writes on a mail-in entry and how to send it'),
  }),
  registrations: z
    .strictObject({ newYork: registration.optional(), florida: registration.optional() })
    .optional(),
});

export type Programme = z.output<typeof programmeSchema>;

const translated = words('translate');

// Only the words: facts (dates, values, addresses) are never translated, but read from English.
export const termsTranslationSchema = z.strictObject({
  translates: sha256Of('the words of the English terms, which the check prints'),
  /** Without it, the English name. */
  name: translated("the promotion's name").optional(),
  drawings: translated('when drawings are held'),
  prizes: z
    .array(z.strictObject({ description: translated("the prize's description") }), {
      error: "is missing — translate each prize's description, in the English order",
    })
    .min(1, { error: "is empty — translate each prize's description, in the English order" }),
  winnerSelection: translated('how winners are chosen'),
  winnerNotification: translated('how and when potential winners are notified'),
  odds: translated('what the odds of winning depend on'),
  freeEntry: z.strictObject(
    {
      attention: translated('the attention line for mail-in entries'),
      instructions: translated('what an entrant writes on a mail-in entry and how to send it'),
    },
    { error: 'is missing — translate the free entry: attention and instructions' },
  ),
});

export type TermsTranslation = z.output<typeof termsTranslationSchema>;

/** What `translates` names: the English words; a fact read from English may change freely. */
export const englishWordsHash = (programme: Programme) =>
  sha256Hex(
    JSON.stringify([
      programme.name,
      programme.drawings,
      programme.prizes.map(({ description }) => description),
      programme.winnerSelection,
      programme.winnerNotification,
      programme.odds,
      programme.freeEntry.attention,
      programme.freeEntry.instructions,
    ]),
  );
