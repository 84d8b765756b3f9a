// A string that carries a value is a function, so each language orders its own words.
import type { ThemeLabels } from '../client/island-words';
import type { RuleName } from '../config/rules.ts';

export const en = {
  pages: {
    home: {
      headline: 'Share your opinion, get a daily chance to win.',
      description:
        'Opt in to the survey program and answer a survey a day for an entry in the daily drawing, or enter free by mail. No purchase or survey necessary.',
    },
    support: {
      title: 'Support',
      headline: 'Support: we are here to help',
      description: (brand: string) =>
        `Questions about your ${brand} account, a survey, a sweepstakes entry or a prize? Contact our support team by e-mail.`,
    },
    promotions: {
      title: 'Promotions',
      headline: 'Promotions: the terms of every sweepstakes',
      description:
        'The Promotion Terms of every sweepstakes: entry periods, drawings, prizes and their values, odds and how to enter free by mail.',
    },
    notFound: {
      title: 'Page not found',
      headline: 'Page not found',
      description:
        'The page you were looking for does not exist or has moved. Head back to the home page.',
    },
  },
  home: {
    /** `none`: no programme, or one closing during the day (then no drawing is claimed). */
    badge: {
      current: 'Free to join · Daily drawings open now',
      upcoming: 'Free to join · Daily drawings coming soon',
      none: 'Free to join',
    },
    title: <T>(highlight: (words: string) => T) => [
      'Share your opinion, ',
      highlight('get a daily chance to win.'),
    ],
    getStarted: 'Get Started',
    seeHow: 'See how it works',
    survey: {
      label: "Today's survey",
      duration: '2 min',
      question: 'Where do you usually buy groceries?',
      options: ['Online', 'In a store', 'A bit of both'],
      done: "Today's survey done",
      entry: {
        current: "One entry in today's drawing, if you opted in",
        upcoming: 'Entries open with the next sweepstakes',
        none: 'Thank you for your answers',
      },
    },
    features: {
      title: 'Where Money Flies Your Way',
      lead: 'A few minutes a day is all it takes. Share what you think, collect your entry once you opt in to the survey program, and watch for the winner announcement.',
      opinion: {
        title: 'Your Opinion Is Worth Cash',
        text: 'Answer a few quick questions about the products, brands and ideas you care about. Cash prizes go to winners drawn at random; once you opt in to the survey program, a survey earns an entry, not a payment.',
      },
      chance: {
        title: 'Every Survey Is A Chance To Win',
        text: (entriesPerDay: string) =>
          `While a sweepstakes is open, and once you opt in to the survey program, finishing the day's survey is your ${entriesPerDay} online entry in that day's drawing. Entering by mail is free, with the same odds.`,
      },
      winner: {
        title: 'Get Started. Be The Next Winner',
        text: (affidavitDays: string) =>
          `Join free in under a minute. To be paid, a winner must meet the Official Rules and return a signed Affidavit of Eligibility within ${affidavitDays} days.`,
      },
    },
    closing: {
      title: {
        current: "Enter today's drawing, free",
        upcoming: 'Be ready for the next drawing',
        none: 'Share your opinion, free',
      },
      lead: {
        current:
          "Join free, opt in to the survey program and answer today's survey to enter today's drawing, or enter free by mail.",
        upcoming: <T>(programme: string, start: T) => [
          `Join free now. ${programme} opens for entries on `,
          start,
          ": from then on, once you opt in to the survey program, answer the day's survey to enter that day's drawing, or enter free by mail.",
        ],
        none: 'Join free and answer a quick survey a day. Each sweepstakes is announced with its Promotion Terms before it opens.',
      },
      action: 'Start Earning Now',
    },
  },
  abbreviatedRules: {
    noPurchase: 'No purchase or survey necessary.',
    anyArea: 'the places the Official Rules allow',
    eligibility: (area: string, minimumAge: string) =>
      `Open to legal residents of ${area} who are ${minimumAge} or older (or the age of majority where they live, if older). Void where prohibited.`,
    odds: (minimumEntries: string) =>
      `Odds depend on the number of eligible entries and of prizes in the drawing, including any carried over. Except for the last, a drawing with fewer than ${minimumEntries} eligible entries is not held: its entries and prize carry over to the next drawing; the last drawing awards every prize, whatever the number of entries.`,
    prizes: (prizes: readonly string[], total: string) =>
      `Prizes (approximate retail value, ARV): ${prizes.join('; ')}; total ARV ${total}.`,
    prize: (description: string, arv: string, count: string) =>
      `${description}, ${arv} each, ${count} in all`,
    sponsor: (sponsor: string) => `Sponsor: ${sponsor}`,
    period: <T>(programme: string, start: T, end: T) => [
      programme,
      ' runs from ',
      start,
      ' to ',
      end,
      '.',
    ],
    officialRules: 'Official Rules',
    freeEntry: 'Free entry by mail',
  },
  skipLink: 'Skip to main content',
  previewBanner:
    'Preview: this is a draft of unpublished text for review, not the published site. Nothing here is in force.',
  languageName: 'English',
  footer: {
    navigation: 'Legal and support',
    copyright: (year: number, brand: string) => `© ${year} ${brand}`,
  },
  theme: {
    label: 'Theme',
    choices: { light: 'Light', dark: 'Dark', system: 'System' },
  } satisfies ThemeLabels,
  toasts: { area: 'Notifications', close: 'Close notification' },
  copyEmail: {
    button: 'Copy email address',
    copied: 'Email address copied',
    failed: 'Could not copy the address',
    fallback: (address: string) => `Write to us at ${address}`,
  },
  sectionLinks: {
    permalink: (section: string) => `Section titled ${section}`,
    copy: (section: string) => `Copy link to section: ${section}`,
    copied: 'Link copied',
    failed: 'Could not copy the link',
  },
  legal: {
    eyebrow: 'Legal',
    contents: 'Contents',
    takesEffect: 'Takes effect',
    /** A version replaced before it took effect, so never effective. */
    announcedFor: 'Announced for',
    dateLabels: { Effective: 'Effective', 'Last updated': 'Last updated' },
    versionHistory: 'Version history',
    downloadPdf: 'Download PDF',
    table: (headers: readonly string[]) =>
      headers.length ? `Table: ${headers.join(', ')}` : 'Table',
    breadcrumbHome: 'Home',
    pdfOfVersion: (date: string) => `of the version of ${date}`,
    pdf: {
      title: (title: string, date: string) => `${title} (version of ${date})`,
      applies: (date: string) =>
        `Version of ${date}: it applies from that day until a later version takes its place, as the permanent address below shows.`,
      textSha256: 'SHA-256 of the text: ',
      address: 'Permanent address: ',
      translation: 'This is a translation; where it differs, the English text controls: ',
      header: (brand: string, title: string, date: string) =>
        `${brand} · ${title} · Version of ${date}`,
      pageNumber: (page: number, pages: number) => `Page ${page} of ${pages}`,
    },
  },
  history: {
    title: (document: string) => `${document}: version history`,
    description: (document: string) =>
      `Every version of our ${document}, when each applied and what it changed, with a comparison of each change.`,
    intro: <T>(feedLink: (words: string) => T) => [
      'Each version applies from the day it takes effect until the next one does, unless it is replaced before it takes effect. Follow updates in ',
      feedLink('the legal updates feed'),
      '.',
    ],
    onlyVersion: 'There are no earlier versions of this document.',
    list: 'Versions, newest first',
    status: {
      current: 'In force',
      upcoming: 'Upcoming',
      superseded: 'Archived',
      withdrawn: 'Never in force',
    },
    takesEffectOn: <T>(date: T) => ['Takes effect on ', date, '.'],
    inForceSince: <T>(date: T) => ['In force since ', date, '.'],
    inForceFromUntil: <T>(from: T, until: T) => ['In force from ', from, ' until ', until, '.'],
    withdrawn: <T>(announced: T, replacing: T) => [
      'Announced for ',
      announced,
      '; replaced before it took effect by the version of ',
      replacing,
      ', so it never applied.',
    ],
    changes: 'Summary of changes',
    corrections: 'Corrections to this text',
    read: 'Read this version',
    compare: 'Compare with the previous version',
  },
  version: {
    title: (document: string, date: string) => `${document} (version of ${date})`,
    upcomingTitle: (document: string, date: string) => `${document} (upcoming ${date})`,
    versionOf: <T>(date: T) => ['the version of ', date],
    currentVersion: 'the current version',
    noLongerInForce: 'This version is no longer in force',
    neverInForce: 'This version never took effect',
    readCurrent: 'read the current version',
    appliedFromUntil: <T>(from: T, until: T) => ['It applied from ', from, ' until ', until, '.'],
    seeNextChanges: 'See what changed next',
    takesEffectOn: <T>(date: T) => ['This version takes effect on ', date],
    untilThenEach: <T>(earlierLink: T, currentLink: T) => [
      'Until then, ',
      earlierLink,
      ' applies from its own date, and ',
      currentLink,
      ' before it.',
    ],
    untilThenCurrent: <T>(currentLink: T) => ['Until then, ', currentLink, ' applies.'],
    seeChanges: 'See what changes',
    inForceNow: <T>(link: T) => ['This is the version in force now, also at ', link, '.'],
    replacedBy: <T>(first: boolean, until: T, versionLink: T, changesLink: T) => [
      first ? 'This' : 'That',
      ' version applies until ',
      until,
      ', when ',
      versionLink,
      ' replaces it — ',
      changesLink,
      '.',
    ],
    seeWhatItChanges: 'see what it changes',
  },
  /** English pages never show these: they are what each translation translates. */
  translation: {
    englishControls: <T>(englishLink: (words: string) => T) => [
      'This is a translation. ',
      englishLink('The English version'),
      ' controls: if the two differ, the English version applies.',
    ],
    untranslated:
      'This version has not been translated into this language yet. The text below is the original in English, which is the one that applies.',
    latestTranslation: <T>(link: T) => [
      'The latest translation, ',
      link,
      ', is kept in the version history.',
    ],
    translationOf: <T>(date: T) => ['the translation of the version of ', date],
    notTranslated: 'Original text only, not translated',
    earlierVersion:
      'The translation of an earlier version: the version in force is not translated yet',
  },
  comparison: {
    title: (document: string, date: string) => `${document}: changes of ${date}`,
    description: (document: string, from: string, to: string) =>
      `What changed in our ${document} from the version of ${from} to the version of ${to}.`,
    eyebrow: 'Legal · Comparison',
    fromTo: <T>(fromLink: T, toLink: T) => ['From ', fromLink, ' to ', toLink, '.'],
    allVersions: (document: string) => `All versions of the ${document}`,
    sections: (summary: string) => `Sections: ${summary}.`,
    counts: {
      changed: (count: number) => `${count} changed`,
      added: (count: number) => `${count} added`,
      removed: (count: number) => `${count} removed`,
      renumbered: (count: number) => `${count} renumbered`,
      same: (count: number) => `${count} unchanged`,
    },
    legend: <T>(added: (words: string) => T, removed: (words: string) => T) => [
      'Added text is ',
      added('underlined'),
      ' and removed text is ',
      removed('struck through'),
      '.',
    ],
    badge: { added: 'New section', removed: 'Section removed', changed: 'Changed' },
    /** ` [added: …] ` for screen readers (on English pages, from redline.css). */
    marks: { added: 'added', removed: 'removed' },
    openingText: 'Opening text',
    renamedFrom: (title: string) => `Renamed from “${title}”.`,
    renumberedFrom: (number: string) => `renumbered from ${number}`,
    referencesRenumbered: 'references renumbered',
    renumberedList: 'Renumbered, otherwise unchanged',
    unchangedList: 'Unchanged',
    noChanges: 'no changes',
  },
  promotions: {
    intro:
      'The Promotion Terms of every sweepstakes: each one is part of the Official Rules that govern it. No purchase or survey is necessary to enter or win.',
    list: 'Promotions',
    none: 'No promotion has been announced yet.',
    period: <T>(start: T, end: T, totalValue: string) => [
      'From ',
      start,
      ' to ',
      end,
      `. Prizes with a total approximate retail value of ${totalValue}.`,
    ],
    status: {
      current: 'Open for entries',
      upcoming: 'Upcoming',
      closing: 'Closing soon',
      ended: 'Ended',
    },
    termsEyebrow: 'Promotion Terms',
    termsTitle: (programme: string) => `${programme}: Promotion Terms`,
    termsDescription: (programme: string) =>
      `Promotion Terms of ${programme}: entry period, drawings, prizes and their values, odds, winners and the free entry by mail.`,
    termsShortDescription: (programme: string) =>
      `Promotion Terms of ${programme}: period, prizes, odds and free entry by mail.`,
    terms: {
      partOf: <T>(rulesLink: (words: string) => T, date: string) => [
        'These Promotion Terms are part of the ',
        rulesLink(`Official Rules of ${date}`),
        ', which govern this Promotion. No purchase or survey is necessary to enter or win. Void where prohibited.',
      ],
      sponsor: 'Sponsor',
      entryPeriod: 'Entry Period',
      period: <T>(start: T, end: T) => [
        'From ',
        start,
        ' to ',
        end,
        ". The Sponsor's clock is the official time of every online entry; a mail entry counts for the drawing period it names, under the postmark and receipt dates in Free entry by mail below.",
      ],
      eligibility: 'Who may enter',
      eligible: (area: string, minimumAge: string) =>
        `Legal residents of ${area} who are ${minimumAge} or older, or the age of majority where they live if that is older. Void where prohibited.`,
      howToEnter: 'How to enter',
      howTo: <T>(entriesPerDay: string, freeEntryLink: (words: string) => T) => [
        `Online or by mail, both free: ${entriesPerDay} entry per day per individual and per e-mail address, the two ways together, as the Official Rules describe. By mail: see `,
        freeEntryLink('Free entry by mail'),
        '. Both methods have the same chance of winning.',
      ],
      drawings: 'Drawings',
      /** The programme's own `drawings` text says what a drawing short of the minimum does. */
      drawingPeriods: (minimumEntries: string) =>
        `Where these terms divide the Entry Period into drawing periods, each has its own drawing and entry deadline, and the Official Rules' entry limit, minimum of ${minimumEntries} eligible entries, odds and winner selection apply to each separately.`,
      prizes: 'Prizes',
      arv: 'ARV means approximate retail value, in US dollars.',
      odds: 'Odds',
      winners: 'Winners',
      affidavit: (affidavitDays: string) =>
        `A potential winner must return the signed Affidavit of Eligibility within ${affidavitDays} days after receiving the notification, as the Official Rules describe.`,
      registrations: 'Registrations',
      states: { newYork: 'New York', florida: 'Florida' },
      registration: <T>(state: string, number: string, filed: T, bond: string) => [
        `${state}: registration ${number}, filed `,
        filed,
        `, bond of ${bond}.`,
      ],
      freeEntry: 'Free entry by mail',
      freeEntryRules: (minimumEntries: string, entriesPerDay: string) =>
        `No purchase or survey is necessary to enter. A mail-in entry has the same chance of winning as an online entry, counts toward the minimum of ${minimumEntries} eligible entries, and is limited, together with online entries, to ${entriesPerDay} per individual and per e-mail address per Entry Day.`,
      mailTo: 'Mail it to:',
      attention: (line: string) => `Attn: ${line}`,
      /** The Official Rules and the Terms' dispute resolution section, linked: mailing accepts them. */
      freeEntryAgreement: <T>(
        rulesLink: (words: string) => T,
        arbitrationLink: (words: string) => T,
      ) => [
        'By mailing an entry, you agree to the ',
        rulesLink('Official Rules'),
        ' that govern this Promotion, including the ',
        arbitrationLink(
          'agreement to resolve disputes by individual arbitration and the waiver of class actions',
        ),
        ' in the Terms of Service, which they apply to every entrant, with or without an account. You may opt out of arbitration by e-mail or letter, as that section explains; if you have no account, within 30 days after you mail your first entry.',
      ],
      prizeTable: {
        caption: (programme: string) => `Prizes of ${programme}`,
        prize: 'Prize',
        each: 'ARV each × number',
        all: 'ARV in all',
        total: 'Total ARV of all prizes',
      },
    },
  },
  shareImage: {
    disclosure: (rules: string) => ['No purchase or survey necessary.', `Official Rules: ${rules}`],
  },
  feed: {
    title: (brand: string) => `${brand} legal updates`,
    version: (document: string, date: string) => `${document}: version effective ${date}`,
    withdrawn: (document: string, date: string) =>
      `${document}: version announced for ${date}, never in force`,
    correction: (version: string, date: string) => `${version}, corrected ${date}`,
    seeChanges: 'See every change',
    readCorrected: 'Read the corrected version',
  },
  /** In the language of the legal text, which may not be the page's. */
  legalText: {
    section: (number: string) => `Section ${number}`,
    annex: 'Annex',
    sections: <T>(first: T, last: T) => ['Sections ', first, ' through ', last],
    /** `rules.ts` writes each in English; most (numbers, amounts) read alike in every language. */
    ruleWords: (_name: RuleName, value: string) => value,
    /** About 50 words; each language counts its own, as the same words run longer in some. */
    summaryLimit: 300,
  },
  inShort: {
    label: 'In short',
    notPartOf: (title: string) => `this summary is not part of the ${title}`,
    table: (count: number) => `Contents, in short: ${count} sections`,
    tableNavigation: 'Contents, in short',
    tableNote: (title: string) =>
      `Each section with a plain-language summary; the summaries are not part of the ${title}.`,
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'Oops! Page not found',
    explanation:
      'The link may be broken, or the page may have moved. Everything else is still where you left it.',
    home: 'Return to Home',
  },
  support: {
    needHelp: 'Need Help?',
    explanation:
      'Whether it is about your account, a survey, a sweepstakes entry or a prize payment, our support team is glad to help. Write to us and tell us what happened, and a member of the team will reply by e-mail.',
    mailSubject: (brand: string) => `Help with my ${brand} account`,
    email: 'Email support',
  },
};
