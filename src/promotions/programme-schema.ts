/**
 * The fields of a promotion's terms, one YAML file per sweepstakes programme in
 * `content/promotions/`. Each message reads "<field> <what is wrong> — <what to do>", so the
 * check can report it at the field's line. content/legal/README.md ("Editing promotions")
 * explains every field to editors.
 */
import { z } from 'astro/zod';
import { isTimeZone } from '../lib/zoned-time.ts';
import { day, sha256Of } from '../legal/fields.ts';
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, {
  error:
    "is not a date and time — write it as YYYY-MM-DDTHH:MM:SS in the programme's time zone, like 2027-01-04T00:00:00",
});
const text = (what: string) =>
  z
    .string({ error: `is missing — write ${what}` })
    .trim()
    .min(1, { error: `is empty — write ${what}` });
const dollars = z
  .number({
    error: 'is not an amount — write the value in US dollars as a number, like 25 or 1500.50',
  })
  .positive({ error: 'is not above zero — write the value in US dollars' });

/** A registration with a state's authority, required before a game whose prizes total more than $5,000. */
const registration = z.strictObject({
  /** The number the state gave the filing. */
  number: text('the registration number the state issued'),
  /** The day the registration was filed. */
  filed: day,
  /** The amount of the bond posted for the prizes, in US dollars. */
  bond: dollars,
});

export const programmeSchema = z.strictObject({
  /**
   * While true, the file holds the values the project ships as an example: every build lists its
   * operator facts, and a production build refuses them (ALLOW_EXAMPLE_SETTINGS=1 keeps them for a demo).
   */
  example: z
    .boolean({ error: 'is not true or false — remove the line once every operator fact is real' })
    .optional(),
  /** The promotion's name, as the Official Rules call it. */
  name: text("the promotion's name"),
  /** The Official Rules version (its date) that governs this promotion; it must exist. */
  officialRules: day,
  /** Where entrants must live: the promotion's area. */
  area: text('where entrants must live, like "the 50 United States and the District of Columbia"'),
  /** The IANA time zone the entry period is stated in: the site's legal time zone. */
  timeZone: z.string().refine(isTimeZone, {
    error: 'is not a time zone — write an IANA zone name, like America/New_York',
  }),
  entryPeriod: z.strictObject({
    /** Wall-clock time in `timeZone` when the first entry may be made. */
    start: localTime,
    /** Wall-clock time in `timeZone` of the last moment an entry may be made. */
    end: localTime,
  }),
  /** When drawings are held, for which entries. */
  drawings: text('when the drawings are held and which entries each one draws from'),
  /** Every prize: what it is, its approximate retail value and how many are offered in all. */
  prizes: z
    .array(
      z.strictObject({
        description: text('what the prize is'),
        /** Approximate retail value of one prize, in US dollars. */
        arv: dollars,
        /** How many of this prize the whole promotion offers. */
        count: z
          .number({ error: 'is not a number — write how many of this prize are offered' })
          .int({ error: 'is not a whole number — write how many are offered' })
          .positive({ error: 'is not above zero — write how many are offered' }),
      }),
      { error: 'is missing — list each prize with description, arv and count' },
    )
    .min(1, { error: 'is empty — list each prize with description, arv and count' }),
  /** How winners are chosen. */
  winnerSelection: text('how winners are chosen'),
  /** How and when potential winners are told. */
  winnerNotification: text('how and when potential winners are notified'),
  /** The statement of the odds of winning. */
  odds: text('what the odds of winning depend on'),
  /** The free alternative method of entry by mail. */
  freeEntry: z.strictObject({
    /** The attention line on the envelope. */
    attention: text('the attention line for mail-in entries'),
    /** Another address than the Sponsor's postal address setting, on one line. */
    address: text(
      "the address on one line, or remove the field to use the Sponsor's postal address",
    ).optional(),
    /** What to write on the entry and how to send it. */
    instructions: text('what an entrant writes on a mail-in entry and how to send it'),
  }),
  /** State registrations, required when the prizes total more than $5,000. */
  registrations: z
    .strictObject({ newYork: registration.optional(), florida: registration.optional() })
    .optional(),
});

export type Programme = z.output<typeof programmeSchema>;

const translated = (what: string) =>
  z
    .string({ error: `is missing — translate ${what}` })
    .trim()
    .min(1, { error: `is empty — translate ${what}` });

/**
 * A translation of a programme's terms, `content/promotions/<language>/<id>.yaml`: every part of
 * the terms that is words, in that language, tied by `translates` to the English terms' text as
 * registered (or as it stands, before registration). Facts (dates, values, counts, registrations,
 * addresses) are never translated: the page takes them from the English file.
 */
export const termsTranslationSchema = z.strictObject({
  /** The SHA-256 of the English terms this translates, as `content/promotions/register.json` records it. */
  translates: sha256Of(
    'the English terms, which the check prints (their "sha256" in register.json once registered)',
  ),
  /** The promotion's name, where the language writes it otherwise; without it, the English name. */
  name: translated("the promotion's name").optional(),
  area: translated('where entrants must live'),
  drawings: translated('when drawings are held'),
  /** Each English prize's description, in the same order. */
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
