// Root cause first: a file that does not parse is reported once and checked no further.
import { addDays, daysBetween, formatLongDay } from '../lib/dates.ts';
import { formatDollars } from '../lib/money.ts';
import { sortProblems, type LegalProblem } from '../legal/problems.ts';
import {
  parseRegister,
  registerLine,
  textHash,
  type Register,
  type Withdrawal,
} from '../legal/register-file.ts';
import {
  parseProgramme,
  parseTermsTranslation,
  type FieldPath,
  type ParsedProgramme,
} from './parse-programme.ts';
import { englishWordsHash } from './programme-schema.ts';
import { totalArv } from './prizes.ts';
import { promotionCommands } from './promotions-commands.ts';
import { lintCharacters } from '../legal/check/characters.ts';
import { settingVariables } from '../config/settings.ts';

interface PromotionsContent {
  files: readonly { file: string; text: string }[];
  /** Every Official Rules version but those withdrawn. */
  officialRulesDays: readonly string[];
  /** Replaced before they took effect, so they never govern. */
  withdrawnOfficialRules: ReadonlyMap<string, Withdrawal>;
  translations: readonly { file: string; text: string }[];
  register: { file: string; text: string | undefined };
  /** The day each Official Rules version was published, by its day. */
  officialRulesPublished: ReadonlyMap<string, string>;
  timeZone: string;
  production: boolean;
}

function lintProgramme(
  { file, lineOf, programme }: ParsedProgramme,
  { officialRulesDays: days, withdrawnOfficialRules, timeZone }: PromotionsContent,
): LegalProblem[] {
  const { officialRules, entryPeriod } = programme;
  const withdrawal = withdrawnOfficialRules.get(officialRules);
  const governs = !withdrawal && days.includes(officialRules);
  const problems: LegalProblem[] = [];
  if (!governs)
    problems.push({
      file,
      line: lineOf(['officialRules']),
      problem: withdrawal
        ? `the Official Rules of ${formatLongDay(officialRules)} were replaced by those of ${formatLongDay(withdrawal.replacedBy)} before they took effect, so they never govern any entry`
        : `there is no version of the Official Rules dated ${officialRules}`,
      fix: withdrawal
        ? `name a version that can govern this programme, one of: ${days.join(', ')}`
        : `name the version that governs this programme, one of: ${days.join(', ')}`,
    });
  if (governs && entryPeriod.start.slice(0, 10) < officialRules)
    problems.push({
      file,
      line: lineOf(['entryPeriod', 'start']),
      problem: `the entry period starts before the Official Rules of ${formatLongDay(officialRules)} take effect`,
      fix: 'start it on or after that day, or name an Official Rules version in force by then',
    });
  if (governs && entryPeriod.end <= entryPeriod.start)
    problems.push({
      file,
      line: lineOf(['entryPeriod', 'end']),
      problem: 'the entry period ends before it starts',
      fix: 'give it an end after its start',
    });
  // The legal time zone also decides the day a build is for.
  if (programme.timeZone !== timeZone)
    problems.push({
      file,
      line: lineOf(['timeZone']),
      problem: `the time zone ${programme.timeZone} is not the site's legal time zone, ${timeZone}, which decides when a version takes effect and what day a build is for`,
      fix: `write the programme's times in ${timeZone}, or set ${settingVariables.legalTimeZone}=${programme.timeZone} if that is the operator's legal time zone`,
    });
  return problems;
}

/** Days before the entry period: N.Y. Gen. Bus. Law §369-e, Fla. Stat. §849.094(3). */
export const registrationStates = {
  newYork: { name: 'New York', code: 'NY', leadDays: 30 },
  florida: { name: 'Florida', code: 'FL', leadDays: 7 },
} as const;

export type RegistrationState = keyof typeof registrationStates;

function lintRegistrations(
  parsed: ParsedProgramme,
  officialRulesPublished: PromotionsContent['officialRulesPublished'],
  termsPublished: string | undefined,
): LegalProblem[] {
  const { file, lineOf, programme } = parsed;
  const start = programme.entryPeriod.start.slice(0, 10);
  const total = totalArv(parsed);
  // A filing holds the rules and terms as they stood that day, so it cannot predate them.
  const filingHolds = [
    {
      what: `the Official Rules of ${formatLongDay(programme.officialRules)}`,
      published: officialRulesPublished.get(programme.officialRules),
    },
    { what: 'these Promotion Terms', published: termsPublished },
  ];
  return Object.entries(registrationStates).flatMap(([state, { name, code, leadDays }]) => {
    const registration = programme.registrations?.[state as RegistrationState];
    if (!registration) return [];
    if (programme.excludedStates?.includes(code))
      return {
        file,
        line: lineOf(['registrations', state]),
        problem: `the programme excludes ${name} (${code} in excludedStates), so a ${name} registration would publish a filing for a state where no one may enter`,
        fix: `remove registrations.${state}, or remove ${code} from excludedStates if counsel opens the programme there`,
      };
    const problems: LegalProblem[] = [];
    const days = daysBetween(registration.filed, start);
    if (days < leadDays)
      problems.push({
        file,
        line: lineOf(['registrations', state, 'filed']),
        problem: `the ${name} registration was filed on ${formatLongDay(registration.filed)}, ${days > 0 ? `only ${days} day${days === 1 ? '' : 's'} before` : days === 0 ? 'the day' : 'after'} the entry period starts (${formatLongDay(start)}), and ${name} requires it at least ${leadDays} days before`,
        fix: `file it by ${formatLongDay(addDays(start, -leadDays))}, or start the entry period later`,
      });
    const later = filingHolds.find((held) => held.published && held.published > registration.filed);
    if (later)
      problems.push({
        file,
        line: lineOf(['registrations', state, 'filed']),
        problem: `the ${name} registration was filed on ${formatLongDay(registration.filed)}, before ${later.what} were published (${formatLongDay(later.published!)}), so the filing cannot contain them`,
        fix: `file them with ${name} and write the day of that filing, on or after ${formatLongDay(later.published!)}`,
      });
    if (registration.bond < total)
      problems.push({
        file,
        line: lineOf(['registrations', state, 'bond']),
        problem: `the ${name} bond of ${formatDollars(registration.bond)} is less than the prizes' total value of ${formatDollars(total)}`,
        fix: `post a bond of at least ${formatDollars(total)} (each prize's arv × count, added up), or lower the prizes`,
      });
    return problems;
  });
}

// Tied to the English terms by their hash, as a legal translation is; matches go to the pages.
function lintTermsTranslations(
  programmes: readonly ParsedProgramme[],
  { files: englishFiles, translations: files, production }: PromotionsContent,
  register: Register,
): LegalProblem[] {
  const problems: LegalProblem[] = [];
  for (const { file } of files) {
    const id = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
    // A programme whose file does not parse is reported as that (root cause first).
    if (!englishFiles.some((english) => english.file.endsWith(`/${id}.yaml`)))
      problems.push({
        file,
        line: 1,
        problem: `there is no programme ${id}.yaml, so this file translates nothing`,
        fix: `name it after the programme it translates: ${programmes.map((programme) => `${programme.id}.yaml`).join(', ') || 'there is none yet'}`,
      });
  }
  for (const english of programmes) {
    const file = english.file.replace(/[^/]+$/, `es/${english.id}.yaml`);
    const entry = register[english.id]?.at(-1);
    const expected = englishWordsHash(english.programme);
    const source = files.find((candidate) => candidate.file === file);
    if (!source) {
      problems.push({
        file,
        line: 1,
        problem: `the Promotion Terms of ${english.file} have no Spanish translation, so the Spanish page would show none`,
        fix: `translate them into this file (content/legal/README.md, "Editing promotions"), starting with translates: ${expected}`,
      });
      continue;
    }
    const englishField = (path: FieldPath) =>
      `translate the English ${path.filter((key) => typeof key === 'string').join('.')} (${english.file}:${english.lineOf(path)}) into this field`;
    const reading = parseTermsTranslation(file, source.text, englishField);
    problems.push(...reading.problems);
    if (!reading.parsed) continue;
    const { translation, lineOf } = reading.parsed;
    if (translation.translates !== expected)
      problems.push({
        file,
        line: lineOf(['translates']),
        problem: `"translates" is not the hash of the words of the English terms of ${english.file}: they changed after this translation was made, or it names other terms`,
        fix: `translate what changed in ${english.file} (git log -p ${english.file}), then set translates to ${expected}`,
      });
    const count = english.programme.prizes.length;
    if (translation.prizes.length !== count)
      problems.push({
        file,
        line: lineOf(['prizes']),
        problem: `field "prizes" translates ${translation.prizes.length} prize${translation.prizes.length === 1 ? '' : 's'}, but the English terms list ${count}`,
        fix: `translate each prize's description of ${english.file}:${english.lineOf(['prizes'])}, one for one, in the same order`,
      });
    const registered = entry?.translations?.es;
    if (!registered && entry && production)
      problems.push({
        file,
        line: 1,
        problem:
          'this translation is not registered, so nothing would stop it from changing once published',
        fix: `when it is final, run ${promotionCommands.register(english.id)}`,
      });
    else if (registered && registered.sha256 !== textHash(source.text))
      problems.push({
        file,
        line: 1,
        problem:
          'the Spanish translation of these terms has changed since it was registered as published',
        fix: `undo the edit (git checkout -- ${file}), or record a correction counsel approved with ${promotionCommands.correct(english.id)}`,
      });
    english.translations = { es: translation };
  }
  return problems;
}

export function checkPromotions(content: PromotionsContent) {
  const problems: LegalProblem[] = [];
  const programmes: ParsedProgramme[] = [];
  // The terms are published as the legal texts are, so they are held to the same characters.
  for (const { file, text } of [...content.files, ...content.translations])
    problems.push(...lintCharacters(text).map((problem) => ({ file, ...problem })));
  for (const { file, text } of content.files) {
    const reading = parseProgramme(file, text);
    problems.push(...reading.problems);
    if (reading.parsed) {
      programmes.push(reading.parsed);
      problems.push(...lintProgramme(reading.parsed, content));
    }
  }
  const reading = parseRegister(content.register.text, content.register.file);
  if (!('register' in reading))
    return {
      programmes,
      problems: sortProblems([...problems, { file: content.register.file, ...reading }]),
    };
  for (const parsed of programmes) {
    const { file, id, text, programme } = parsed;
    const entry = reading.register[id]?.at(-1);
    problems.push(...lintRegistrations(parsed, content.officialRulesPublished, entry?.published));
    if (entry && entry.sha256 !== textHash(text))
      problems.push({
        file,
        line: 1,
        problem: 'the terms of this programme have changed since they were registered as published',
        fix: `published terms never change silently: undo the edit (git checkout -- ${file}), or record a correction counsel approved with ${promotionCommands.correct(id)}`,
      });
    else if (!entry && content.production && !programme.example)
      // The production gates refuse an example programme fact by fact; registering it is premature.
      problems.push({
        file,
        line: 1,
        problem:
          'these terms are not registered, so nothing would stop them from changing once published',
        fix: `when they are final, run ${promotionCommands.register(id)}`,
      });
  }
  problems.push(...lintTermsTranslations(programmes, content, reading.register));
  for (const id of Object.keys(reading.register)) {
    if (programmes.some((programme) => programme.id === id)) continue;
    if (content.files.some(({ file }) => file.endsWith(`/${id}.yaml`))) continue;
    problems.push({
      file: content.register.file,
      line: registerLine(content.register.text ?? '', id),
      problem: `programme "${id}" is published, but its file ${id}.yaml is gone`,
      fix: `restore it from version control (git checkout -- ${content.register.file.replace(/[^/]+$/, `${id}.yaml`)})`,
    });
  }
  return { programmes, problems: sortProblems(problems) };
}
