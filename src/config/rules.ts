/**
 * Business rules stated by the legal documents and the landing page, defined once so that two
 * documents can never disagree. The MDX documents render them with `<Rule name="…" />`; an
 * unknown name fails the build (see `src/legal/values.ts`). Which Terms sections survive
 * termination is a reference, `<Ref to="…" through="…" />`, numbered from the headings.
 *
 * Each entry keeps the raw value (for code and tests) and the words a reader sees.
 */
export const rules = {
  /** Minimum age to hold an account or enter a sweepstakes. */
  minimumAge: { value: 18, text: '18' },
  /** Children under this age may not use the service; we never knowingly collect their data. */
  childAge: { value: 13, text: '13' },
  /** A sweepstakes is cancelled, with no prize, if it has fewer entries at its entry deadline. */
  minimumEntries: { value: 500, text: '500' },
  /** Online entries allowed per individual and per e-mail address, per day, per promotion. */
  entriesPerDay: { value: 1, text: 'one' },
  /** Aggregate winnings (USD) from which a tax identification number is required. */
  taxIdThreshold: { value: 600, text: '$600' },
  /** Yearly winnings (USD) above which a winner receives an IRS Form 1099. */
  form1099Threshold: { value: 600, text: '$600' },
  /** Days a potential winner has to return the signed Affidavit of Eligibility. */
  affidavitDays: { value: 30, text: '30' },
  /** Days of e-mail notice before fee increases or stricter transfer limits take effect. */
  noticeDays: { value: 30, text: '30' },
  /** Liability cap floor (USD): the cap is the greater of this and fees paid in the look-back. */
  liabilityFloor: { value: 100, text: '$100' },
  /** Months of fees counted towards the liability cap. */
  liabilityLookbackMonths: { value: 12, text: '12' },
  /** Where arbitration takes place. */
  arbitrationVenue: { value: 'San Francisco County, California', text: 'San Francisco County, California' },
  /** The law that governs the Terms and disputes. */
  governingLaw: { value: 'California', text: 'California' },
} as const;

export type RuleName = keyof typeof rules;
