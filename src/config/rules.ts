// Stated once so that two documents can never disagree; written as a reader sees them.
export const rules = {
  minimumAge: '18',
  /** Children under this age may not use the service; we never knowingly collect their data. */
  childAge: '13',
  /** Per drawing; with fewer, its prize carries over (Official Rules, `minimum-entries`). */
  minimumEntries: '500',
  /** Online or by mail together, per individual and e-mail address, per day, per promotion. */
  entriesPerDay: 'one',
  /** Counsel must confirm it: the OBBB Act of 2025 raised the 1099-MISC threshold to $2,000. */
  taxReportingThreshold: '$600',
  /** The archived texts only (before 2026-11-26): winnings from which a tax identification number is required. */
  taxIdThreshold: '$600',
  /** The archived texts only (before 2026-11-26): yearly winnings above which a winner receives an IRS Form 1099. */
  form1099Threshold: '$600',
  affidavitDays: '30',
  /** Days of e-mail notice before fee increases or stricter transfer limits take effect. */
  noticeDays: '30',
  /** The liability cap (USD); the archived Terms (before 2026-11-28) cap at the greater of it and fees paid in the look-back. */
  liabilityFloor: '$100',
  /** Archived texts only (before 2026-11-28). */
  liabilityLookbackMonths: '12',
  /** Archived texts only (before 2026-11-26); those in force hold hearings remotely or locally. */
  arbitrationVenue: 'San Francisco County, California',
  governingLaw: 'California',
  /** Business days within which we confirm receipt of a privacy request (Cal. Code Regs. tit. 11, § 7021(a)). */
  privacyConfirmBusinessDays: '10',
  /** Calendar days within which we respond to a privacy request (Civ. Code § 1798.130(a)(2); 11 CCR § 7021(b)). */
  privacyResponseDays: '45',
  /** Further calendar days, once and with notice, by which that response may be extended. */
  privacyExtensionDays: '45',
} as const;

export type RuleName = keyof typeof rules;
