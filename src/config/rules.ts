/**
 * Business rules stated by the legal documents and the landing page, defined once so that two
 * documents can never disagree. The MDX documents render them with `<Rule name="…" />`; an
 * unknown name fails the build (see `src/legal/values.ts`). Which Terms sections survive
 * termination is a reference, `<Ref to="…" through="…" />`, numbered from the headings.
 * Each value is written as a reader sees it: `'30'`, `'$600'`, `'one'`.
 */
export const rules = {
  /** Minimum age to hold an account or enter a sweepstakes. */
  minimumAge: '18',
  /** Children under this age may not use the service; we never knowingly collect their data. */
  childAge: '13',
  /**
   * Eligible entries a drawing needs at its entry deadline to award its prize; a drawing with
   * fewer carries its prize over to the next drawing of the same Promotion, and the last drawing
   * awards every prize carried into it whatever the number of entries (Official Rules,
   * `minimum-entries`).
   */
  minimumEntries: '500',
  /** Entries allowed, online or by mail together, per individual and per e-mail address, per day, per promotion. */
  entriesPerDay: 'one',
  /**
   * Prizes (USD) totalling this or more in a calendar year, from which the Sponsor's policy is to
   * ask a winner for a taxpayer identification number and issue an IRS Form 1099: the texts state
   * it as the Sponsor's policy, in one wording, "totalling $600 or more in a calendar year".
   * Counsel must confirm it against the current federal information-reporting threshold: the One
   * Big Beautiful Bill Act of 2025 raised the Form 1099-MISC threshold to $2,000 for payments made
   * after 2025.
   */
  taxReportingThreshold: '$600',
  /** The archived texts only (before 2026-11-26): winnings from which a tax identification number is required. */
  taxIdThreshold: '$600',
  /** The archived texts only (before 2026-11-26): yearly winnings above which a winner receives an IRS Form 1099. */
  form1099Threshold: '$600',
  /** Days a potential winner has to return the signed Affidavit of Eligibility. */
  affidavitDays: '30',
  /** Days of e-mail notice before fee increases or stricter transfer limits take effect. */
  noticeDays: '30',
  /** Liability cap floor (USD): the cap is the greater of this and fees paid in the look-back. */
  liabilityFloor: '$100',
  /** Months of fees counted towards the liability cap. */
  liabilityLookbackMonths: '12',
  /**
   * The archived texts only (before 2026-11-26), where every hearing took place. The texts in force
   * hold hearings by video or telephone, or in the county where the consumer lives.
   */
  arbitrationVenue: 'San Francisco County, California',
  /** The law that governs the Terms and disputes. */
  governingLaw: 'California',
  /** Business days within which we confirm receipt of a privacy request (Cal. Code Regs. tit. 11, § 7021(a)). */
  privacyConfirmBusinessDays: '10',
  /** Calendar days within which we respond to a privacy request (Civ. Code § 1798.130(a)(2); 11 CCR § 7021(b)). */
  privacyResponseDays: '45',
  /** Further calendar days, once and with notice, by which that response may be extended. */
  privacyExtensionDays: '45',
} as const;

export type RuleName = keyof typeof rules;
